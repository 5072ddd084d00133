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
  'systemCard.show': 'Karta systemowa',
  'systemCard.hide': 'Ukryj kartę systemową',
  'systemCard.heading': 'Karta systemowa',
  'systemCard.side': '{side}: {system}',
  'systemCard.openings': 'Otwarcia',
  'systemCard.conventions': 'Konwencje',
  'systemCard.carding': 'Wisty i sygnalizacja',
  'systemCard.regulation': 'Alerty: {regulation}',
  'systemCard.alerted': 'alertowane',
  'systemCard.announced': 'zapowiadane',
  'systemCard.loading': 'Wczytywanie karty systemowej…',
  'systemCard.failed': 'Nie udało się wczytać karty systemowej.',
  'systemCard.close': 'Zamknij',
  'systemCard.regulationNote':
    'Otwarcia oznaczone „alertowane” są przy tym stole alertowane, a oznaczone „zapowiadane” — zapowiadane.',
  'systemCard.conv.stayman': 'Stayman: 2♣ po 1BA (3♣ po 2BA) pyta o czwórkę w starszym kolorze',
  'systemCard.conv.transfers':
    "Transfery Jacoby'ego: 2♦ i 2♥ po 1BA (3♦ i 3♥ po 2BA) pokazują piątkę lub dłuższy kolor następny w górę",
  'systemCard.conv.superAccept': 'Superakceptacja: otwierający skacze w starszym kolorze z czwórką atutową i maksimum',
  'systemCard.conv.minorTransfer': '2♠ po 1BA: słaba ręka z długim młodszym kolorem (otwierający licytuje 3♣)',
  'systemCard.conv.quantitative': 'Ilościowe 4BA po 1BA lub 2BA: zaprasza do 6BA',
  'systemCard.conv.threeNotrump':
    'Po 3BA (i 2♣–2♦–3BA), 25–27: 4♦ i 4♥ to transfery na kolory starsze; 4BA zaprasza do 6BA',
  'systemCard.conv.twoClubsFourNotrump':
    '2♣–2♦–4BA: 28–30 w układzie zrównoważonym, zaprasza do 6BA (5BA w odpowiedzi zaprasza do 7BA)',
  'systemCard.conv.gerber': 'Gerber: 4♣ po 1BA lub 2BA pyta o asy',
  'systemCard.conv.blackwood': 'Blackwood 4BA pyta o asy (5♣ zero lub cztery, 5♦ jeden, 5♥ dwa, 5♠ trzy)',
  'systemCard.conv.rkcb':
    'Blackwood na 5 wartości 1430 po uzgodnieniu starszego koloru (5♣ jedna lub cztery, 5♦ zero lub trzy, 5♥ dwie bez damy atutowej, 5♠ dwie z damą), pytania o damę i o króle',
  'systemCard.conv.controlBids':
    'Cue bidy: nowy kolor po uzgodnieniu starszego pokazuje kontrolę pierwszej lub drugiej rundy i zainteresowanie szlemem',
  'systemCard.conv.exclusion':
    'Blackwood z wyłączeniem (przy RKCB): po podniesieniu starszego koloru skok na pięć w niższy kolor, w którym jest renons, pyta o wartości kluczowe poza nim',
  'systemCard.conv.gsf': 'Wielki szlem na wymuszenie: 5BA pyta o dwa z trzech najwyższych honorów atutowych',
  'systemCard.conv.twoOverOne': 'Dwa na jeden: nowy kolor na poziomie dwóch po 1♥ lub 1♠ jest forsujący do końcówki',
  'systemCard.conv.forcingNT': '1BA po 1♥ lub 1♠ jest forsujące na jedno okrążenie',
  'systemCard.conv.jacoby2NT': 'Jacoby 2BA po 1♥ lub 1♠: fit, forsujące do końcówki',
  'systemCard.conv.splinters':
    'Splintery: podwójny skok w nowym kolorze po 1♥ lub 1♠ pokazuje fit, siłę do końcówki i singla lub renons',
  'systemCard.conv.helpSuit': 'Próba końcówkowa w kolorze pomocniczym po podniesieniu starszego koloru',
  'systemCard.conv.fourthSuit': 'Czwarty kolor forsujący: sztuczny, forsujący do końcówki',
  'systemCard.conv.weakTwoAsk': '2BA po słabym dwa pyta o wartość boczną (asa lub króla)',
  'systemCard.conv.negativeDouble': 'Kontra negatywna po wejściu',
  'systemCard.conv.supportDouble':
    'Kontra wspierająca: kontra otwierającego pokazuje trzy karty w kolorze odpowiadającego',
  'systemCard.conv.responsiveDouble':
    'Kontra responsywna, gdy po kontrze wywoławczej partnera przeciwnik podniesie kolor',
  'systemCard.conv.reopeningDouble': 'Kontra w reopenie (partner może spasować na karną)',
  'systemCard.conv.jordan': 'Jordan 2BA po kontrze wywoławczej: podniesienie limitowe lub silniejsze',
  'systemCard.conv.weakJump': 'Słabe wejścia skokiem: dobra szóstka, 5–10 PC',
  'systemCard.conv.michaels': 'Michaels: po młodszym oba starsze, po starszym drugi starszy i młodszy (5–5)',
  'systemCard.conv.unusual2NT': 'Nienaturalne 2BA: dwa najniższe nielicytowane kolory (5–5)',
  'systemCard.conv.cappelletti':
    'Cappelletti po ich 1BA: 2♣ jeden długi kolor, 2♦ oba starsze, 2♥ lub 2♠ ten starszy i młodszy, 2BA oba młodsze',
  'systemCard.conv.lebensohl': 'Lebensohl, gdy wejdą po naszym 1BA: 2BA żąda 3♣',
  'systemCard.conv.vsJumpOvercall':
    'Po ich skokowym wejściu na trzecim lub czwartym poziomie (i na trzecim po naszym 1BA): kontra wywoławcza, 10+ PC',
  'systemCard.conv.vsPreempts': 'Kontra wywoławcza na słabe dwa i bloki',
  'systemCard.conv.leadDirecting': 'Kontra wistowa na sztuczne odzywki',
  'systemCard.lead.rules':
    'Wisty: w kolor partnera, z góry sekwensu, as z AK, czwarta najwyższa, z krótkości; przeciw grze w kolor nie spod asa',
  'systemCard.signal.attitude': 'Sygnał zachęcający na wist partnera: wysoka blotka zachęca, najniższa zniechęca',
  'systemCard.signal.count': 'Sygnał ilościowy, gdy rozgrywający gra kolor: góra-dół to parzysta liczba kart',
  'systemCard.signal.preference':
    'Sygnał preferencyjny przy dawaniu partnerowi przebitki: wysoka karta prosi o powrót w starszy z bocznych kolorów',
  'systemCard.signal.discards': 'Zrzutki: zachęcające lub zniechęcające',
};
