/**
 * Polish messages of the table's "keep playing" controls, table options and chat (issue 26).
 * Bridge terms follow the web catalog and docs/glossary.md.
 *
 * ```ts
 * tablePl['keep.anotherRubber'] // 'Kolejny rober'
 * ```
 */
import type { TableCatalog } from './table.en.js';

/** Polish keep-playing, options and chat messages. */
export const tablePl: TableCatalog = {
  'keep.nextDeal': 'Następne rozdanie',
  'keep.anotherRubber': 'Kolejny rober',
  'keep.newChicago': 'Nowe Chicago',
  'keep.moreBoards': 'Więcej rozdań',
  'keep.dealType': 'Rodzaj rozdania',
  'keep.practice.random': 'Losowe rozdanie',
  'keep.practice.declare': 'Ja rozgrywam',
  'keep.practice.slam': 'Ręce szlemowe',
  'keep.practice.competitive': 'Licytacje konkurencyjne',
  'keep.practice.oneNoTrump': 'Otwarcie 1BA',
  'keep.practiceDeal': 'Rozdanie treningowe: {kind}',
  'keep.undoRefused': 'Odmówiono cofnięcia.',
  'keep.standIn': 'zastępuje robot',
  'keep.timer': 'Czas na to rozdanie: {time}',
  'keep.timerOver': 'Czas na to rozdanie minął.',
  'keep.confirmCall': 'Wysłać {what}?',
  'keep.confirm': 'Potwierdź',
  'keep.cancel': 'Anuluj',
  'chat.heading': 'Czat stołu',
  'chat.label': 'Napisz do stołu',
  'chat.send': 'Wyślij',
  'chat.empty': 'Brak wiadomości.',
  'chat.hidden': 'Przy tym stole czat graczy nie jest pokazywany kibicom.',
  'options.heading': 'Opcje stołu',
  'options.robotsGrantUndo': 'Roboty zgadzają się na cofnięcie',
  'options.robotStrength': 'Siła robotów',
  'options.strength.beginner': 'Początkujący',
  'options.strength.club': 'Gracz klubowy',
  'options.strength.expert': 'Ekspert',
  'options.timer': 'Minuty na rozdanie (puste: bez limitu)',
  'options.confirm': 'Potwierdzaj każdą odzywkę i kartę przed wysłaniem',
  'options.chat': 'Czat stołu',
  'options.chat.off': 'Wyłączony',
  'options.chat.players': 'Tylko gracze',
  'options.chat.everyone': 'Gracze i kibice',
  'options.standIn': 'Robot zastępuje gracza, który odszedł, aż ten wróci',
  'claimCheck.heading': 'Sprawdzenie roszczenia',
  'claimCheck.pending': 'Roszczenie {seat}: sprawdzanie w widne karty…',
  'claimCheck.right': 'Roszczenie {seat}: {claimed} z pozostałych lew — zgodne z analizą w widne karty.',
  'claimCheck.over': 'Roszczenie {seat}: {claimed} z pozostałych lew — w widne karty tylko {dd}.',
  'claimCheck.under': 'Roszczenie {seat}: {claimed} z pozostałych lew — w widne karty {dd}.',
  'claimCheck.unavailable': 'Roszczenie {seat}: {claimed} z pozostałych lew — nie udało się go sprawdzić na czas.',
  'claimCheck.rejected': '(odrzucone)',
  'options.claimCheck': 'Sprawdzaj roszczenia w widne karty po rozdaniu',
  'options.systemNS': 'System licytacyjny, N–S',
  'options.systemEW': 'System licytacyjny, E–W',
  'options.system.sayc': 'SAYC',
  'options.system.sayc-rkcb': 'SAYC z RKCB 1430',
  'options.system.2/1': '2/1 forsujące do końcówki',
  'options.system.2/1-rkcb': '2/1 z RKCB 1430',
  'options.system.polish': 'Wspólny Język (Polski Trefl)',
  'options.systemSays': '{system}: {explanation}',
  'options.alerts': 'Zasady alertowania',
  'options.alerts.acbl': 'Procedury alertów ACBL',
  'options.alerts.ebu': 'EBU Blue Book (Anglia)',
};
