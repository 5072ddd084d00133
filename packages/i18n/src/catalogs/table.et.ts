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
  'systemCard.show': 'Süsteemikaart',
  'systemCard.hide': 'Peida süsteemikaart',
  'systemCard.heading': 'Süsteemikaart',
  'systemCard.side': '{side}: {system}',
  'systemCard.openings': 'Avapakkumised',
  'systemCard.conventions': 'Konventsioonid',
  'systemCard.carding': 'Väljakäigud ja signaalid',
  'systemCard.regulation': 'Alerdid: {regulation}',
  'systemCard.alerted': 'alerditakse',
  'systemCard.announced': 'teatatakse',
  'systemCard.loading': 'Süsteemikaardi laadimine…',
  'systemCard.failed': 'Süsteemikaarti ei õnnestunud laadida.',
  'systemCard.close': 'Sulge',
  'systemCard.regulationNote':
    'Selles lauas alerditakse avanguid märkega „alerditakse“ ja teatatakse avanguid märkega „teatatakse“.',
  'systemCard.conv.stayman': 'Stayman: 2♣ pärast 1 ilma (3♣ pärast 2 ilma) küsib neljakaardilist vanemat masti',
  'systemCard.conv.transfers':
    'Jacoby ülekanded: 2♦ ja 2♥ pärast 1 ilma (3♦ ja 3♥ pärast 2 ilma) näitavad viit või enamat kaarti järgmises mastis',
  'systemCard.conv.superAccept': 'Superaktsept: avaja hüppab vanemas mastis nelja trumbi ja maksimumiga',
  'systemCard.conv.minorTransfer': '2♠ pärast 1 ilma: nõrk käsi pika noorema mastiga (avaja pakub 3♣)',
  'systemCard.conv.quantitative': 'Kvantitatiivne 4 ilma pärast 1 või 2 ilma: kutsub 6 ilmale',
  'systemCard.conv.threeNotrump':
    'Pärast 3 ilma (ja 2♣–2♦–3 ilma), 25–27: 4♦ ja 4♥ on ülekanded kõrgematele mastidele; 4 ilma kutsub 6 ilmale',
  'systemCard.conv.twoClubsFourNotrump':
    '2♣–2♦–4 ilma: 28–30 ühtlane, kutsub 6 ilmale (vastuseks 5 ilma kutsub 7 ilmale)',
  'systemCard.conv.gerber': 'Gerber: 4♣ pärast 1 või 2 ilma küsib ässasid',
  'systemCard.conv.blackwood': 'Blackwood 4 ilma küsib ässasid (5♣ mitte ühtegi või neli, 5♦ üks, 5♥ kaks, 5♠ kolm)',
  'systemCard.conv.rkcb':
    'Võtmekaartide Blackwood 1430, kui vanem mast on kokku lepitud (5♣ üks või neli võtmekaarti, 5♦ mitte ühtegi või kolm, 5♥ kaks ilma trumbiemandata, 5♠ kaks koos sellega), emanda ja kuningate küsimus',
  'systemCard.conv.controlBids':
    'Kontrollpakkumised: uus mast pärast vanema masti kokkuleppimist näitab esimese või teise ringi kontrolli ja slämmihuvi',
  'systemCard.conv.exclusion':
    'Välistav Blackwood (RKCB-ga): pärast kõrgema masti tõstmist hüpe viiele madalamasse masti, milles on renonss, küsib võtmekaarte väljaspool seda',
  'systemCard.conv.gsf': 'Suure slämmi sund: 5 ilma küsib kahte kolmest kõrgeimast trumbionöörist',
  'systemCard.conv.twoOverOne': 'Kaks ühele: uus mast kahe tasemel pärast 1♥ või 1♠ on sundiv partiini',
  'systemCard.conv.forcingNT': '1 ilma pärast 1♥ või 1♠ on sundiv üheks ringiks',
  'systemCard.conv.jacoby2NT': 'Jacoby 2 ilma pärast 1♥ või 1♠: toetus, sundiv partiini',
  'systemCard.conv.splinters':
    'Splinterid: topelthüpe uues mastis pärast 1♥ või 1♠ näitab toetust, partii jõudu ja singlit või tühja masti',
  'systemCard.conv.helpSuit': 'Abimasti partiikatse pärast vanema masti tõstet',
  'systemCard.conv.fourthSuit': 'Neljas mast sundiv: kunstlik, sundiv partiini',
  'systemCard.conv.weakTwoAsk': '2 ilma pärast nõrka kahte küsib kõrvalväärtust (ässa või kuningat)',
  'systemCard.conv.negativeDouble': 'Negatiivne kontra pärast vahepakkumist',
  'systemCard.conv.supportDouble': 'Toetuskontra: avaja kontra näitab kolme kaarti vastaja mastis',
  'systemCard.conv.responsiveDouble': 'Vastav kontra, kui partneri väljavõtva kontra järel tõstetakse',
  'systemCard.conv.reopeningDouble': 'Taasavamise kontra (partner võib karistuseks passida)',
  'systemCard.conv.jordan': 'Jordan 2 ilma pärast väljavõtvat kontrat: limiteeritud tõste või parem',
  'systemCard.conv.weakJump': 'Nõrgad hüppega vahepakkumised: hea kuuekaardiline mast, 5–10 p',
  'systemCard.conv.michaels':
    'Michaels: noorema masti järel mõlemad vanemad, vanema järel teine vanem ja noorem mast (5–5)',
  'systemCard.conv.unusual2NT': 'Ebatavaline 2 ilma: kaks madalaimat pakkumata masti (5–5)',
  'systemCard.conv.cappelletti':
    'Cappelletti nende 1 ilma järel: 2♣ üks pikk mast, 2♦ vanemad mastid, 2♥ või 2♠ see vanem ja noorem mast, 2 ilma nooremad',
  'systemCard.conv.lebensohl': 'Lebensohl, kui meie 1 ilma järel tehakse vahepakkumine: 2 ilma palub 3♣',
  'systemCard.conv.vsJumpOvercall':
    'Vastaste hüppega vahepakkumise peale kolmandal või neljandal tasemel (ja kolmandal meie 1 ilma peale): väljavõttev kontra, 10+ p',
  'systemCard.conv.vsPreempts': 'Väljavõttev kontra nõrkade kahtede ja blokkide vastu',
  'systemCard.conv.leadDirecting': 'Avakäiku suunav kontra kunstlikele pakkumistele',
  'systemCard.lead.rules':
    'Väljakäigud: partneri mast, järjestuse tipp, äss ässast-kuningast, neljas ülevalt, lühikesed mastid; mastimängu vastu mitte ässa alt',
  'systemCard.signal.attitude': 'Hoiak partneri väljakäigule: kõrge kaart julgustab, madalaim ei soovita',
  'systemCard.signal.count': 'Arv, kui mängija käib masti: kõrge-madal näitab paarisarvu',
  'systemCard.signal.preference':
    'Mastieelistus partnerile trumpamiseks käies: kõrge kaart palub tagasi kõrgemat kõrvalmasti',
  'systemCard.signal.discards': 'Äraviskamised: hoiak',
};
