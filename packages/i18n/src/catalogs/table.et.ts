/**
 * Estonian messages of the table's "keep playing" controls, table options and chat (issue 26).
 * Bridge terms follow the web catalog and docs/glossary.md.
 *
 * ```ts
 * tableEt['keep.anotherRubber'] // 'Uus robber'
 * ```
 */
import type { TableCatalog } from './table.en.js';

/** Estonian keep-playing, options and chat messages. */
export const tableEt: TableCatalog = {
  'keep.nextDeal': 'Järgmine jaotus',
  'keep.anotherRubber': 'Uus robber',
  'keep.newChicago': 'Uus Chicago',
  'keep.moreBoards': 'Veel jaotusi',
  'keep.dealType': 'Jaotuse tüüp',
  'keep.practice.random': 'Juhuslik jaotus',
  'keep.practice.declare': 'Mina mängin',
  'keep.practice.slam': 'Slämmikäed',
  'keep.practice.competitive': 'Võistlevad pakkumised',
  'keep.practice.oneNoTrump': '1 ilma avapakkumine',
  'keep.practiceDeal': 'Harjutusjaotus: {kind}',
  'keep.undoRefused': 'Tagasivõtmisest keelduti.',
  'keep.standIn': 'robot asendab',
  'keep.timer': 'Selle jaotuse aega jäänud: {time}',
  'keep.timerOver': 'Selle jaotuse aeg on läbi.',
  'keep.confirmCall': 'Kas saata {what}?',
  'keep.confirm': 'Kinnita',
  'keep.cancel': 'Tühista',
  'chat.heading': 'Laua vestlus',
  'chat.label': 'Kirjuta lauale',
  'chat.send': 'Saada',
  'chat.empty': 'Sõnumeid veel pole.',
  'chat.hidden': 'Selle laua juures ei näidata mängijate vestlust pealtvaatajatele.',
  'options.heading': 'Laua valikud',
  'options.robotsGrantUndo': 'Robotid lubavad tagasi võtta',
  'options.robotStrength': 'Robotite tase',
  'options.strength.beginner': 'Algaja',
  'options.strength.club': 'Klubimängija',
  'options.strength.expert': 'Ekspert',
  'options.timer': 'Minutit jaotuse kohta (tühi: ilma taimerita)',
  'options.confirm': 'Kinnita iga pakkumine ja kaart enne saatmist',
  'options.chat': 'Laua vestlus',
  'options.chat.off': 'Väljas',
  'options.chat.players': 'Ainult mängijad',
  'options.chat.everyone': 'Mängijad ja pealtvaatajad',
  'options.standIn': 'Robot asendab lahkunud mängijat, kuni ta tagasi tuleb',
  'claimCheck.heading': 'Nõude kontroll',
  'claimCheck.pending': '{seat} nõue: kontrollin avatud kaartidega…',
  'claimCheck.right': '{seat} nõue: {claimed} järelejäänud tõstmist — avatud kaartidega õige.',
  'claimCheck.over': '{seat} nõue: {claimed} järelejäänud tõstmist — avatud kaartidega ainult {dd}.',
  'claimCheck.under': '{seat} nõue: {claimed} järelejäänud tõstmist — avatud kaartidega {dd}.',
  'claimCheck.unavailable': '{seat} nõue: {claimed} järelejäänud tõstmist — seda ei jõutud kontrollida.',
  'claimCheck.rejected': '(tagasi lükatud)',
  'options.claimCheck': 'Kontrolli nõudeid pärast jaotust avatud kaartidega',
  'options.systemNS': 'Pakkumissüsteem, põhi–lõuna',
  'options.systemEW': 'Pakkumissüsteem, ida–lääs',
  'options.system.sayc': 'SAYC',
  'options.system.sayc-rkcb': 'SAYC koos RKCB 1430',
  'options.system.2/1': '2/1 geimiforss',
  'options.system.2/1-rkcb': '2/1 koos RKCB 1430',
  'options.system.polish': 'Poola ristid (WJ)',
  'options.systemSays': '{system}: {explanation}',
  'options.alerts': 'Alerteerimise reeglid',
  'options.alerts.acbl': 'ACBL alerteerimise kord',
  'options.alerts.ebu': 'EBU sinine raamat',
};
