/**
 * Spanish messages of the table's "keep playing" controls, table options and chat (issue 26).
 * Bridge terms follow the web catalog and docs/glossary.md.
 *
 * ```ts
 * tableEs['keep.anotherRubber'] // 'Otra rubber'
 * ```
 */
import type { TableCatalog } from './table.en.js';

/** Spanish keep-playing, options and chat messages. */
export const tableEs: TableCatalog = {
  'keep.nextDeal': 'Mano siguiente',
  'keep.anotherRubber': 'Otra rubber',
  'keep.newChicago': 'Nuevo Chicago',
  'keep.moreBoards': 'Más manos',
  'keep.dealType': 'Tipo de mano',
  'keep.practice.random': 'Mano al azar',
  'keep.practice.declare': 'Yo juego',
  'keep.practice.slam': 'Manos de slam',
  'keep.practice.competitive': 'Subastas competitivas',
  'keep.practice.oneNoTrump': 'Una apertura de 1ST',
  'keep.practiceDeal': 'Mano de práctica: {kind}',
  'keep.undoRefused': 'Deshacer rehusado.',
  'keep.standIn': 'un robot lo sustituye',
  'keep.timer': 'Tiempo restante en esta mano: {time}',
  'keep.timerOver': 'Se acabó el tiempo de esta mano.',
  'keep.confirmCall': '¿Enviar {what}?',
  'keep.confirm': 'Confirmar',
  'keep.cancel': 'Cancelar',
  'chat.heading': 'Chat de la mesa',
  'chat.label': 'Escribe a la mesa',
  'chat.send': 'Enviar',
  'chat.empty': 'Aún no hay mensajes.',
  'chat.hidden': 'En esta mesa el chat de los jugadores no se muestra a los espectadores.',
  'options.heading': 'Opciones de la mesa',
  'options.robotsGrantUndo': 'Los robots aceptan deshacer',
  'options.robotStrength': 'Nivel de los robots',
  'options.strength.beginner': 'Principiante',
  'options.strength.club': 'Jugador de club',
  'options.strength.expert': 'Experto',
  'options.timer': 'Minutos por mano (vacío: sin reloj)',
  'options.confirm': 'Confirmar cada voz y carta antes de enviarla',
  'options.chat': 'Chat de la mesa',
  'options.chat.off': 'Desactivado',
  'options.chat.players': 'Solo los jugadores',
  'options.chat.everyone': 'Jugadores y espectadores',
  'options.standIn': 'Un robot sustituye al jugador que se va, hasta que vuelva',
  'claimCheck.heading': 'Comprobación de la reclamación',
  'claimCheck.pending': 'Reclamación de {seat}: comprobando a doble muerto…',
  'claimCheck.right': 'Reclamación de {seat}: {claimed} de las bazas restantes — correcta a doble muerto.',
  'claimCheck.over': 'Reclamación de {seat}: {claimed} de las bazas restantes — a doble muerto solo {dd}.',
  'claimCheck.under': 'Reclamación de {seat}: {claimed} de las bazas restantes — a doble muerto {dd}.',
  'claimCheck.unavailable': 'Reclamación de {seat}: {claimed} de las bazas restantes — no se pudo comprobar a tiempo.',
  'claimCheck.rejected': '(rechazada)',
  'options.claimCheck': 'Comprobar las reclamaciones a doble muerto tras la mano',
  'options.systemNS': 'Sistema de subastas, Norte–Sur',
  'options.systemEW': 'Sistema de subastas, Este–Oeste',
  'options.system.sayc': 'SAYC',
  'options.system.sayc-rkcb': 'SAYC con RKCB 1430',
  'options.system.2/1': '2/1 forzante a manga',
  'options.system.2/1-rkcb': '2/1 con RKCB 1430',
  'options.system.polish': 'Trébol polaco (WJ)',
  'options.systemSays': '{system}: {explanation}',
  'options.alerts': 'Reglas de alertas',
  'options.alerts.acbl': 'Procedimientos de alerta de la ACBL',
  'options.alerts.ebu': 'Libro Azul de la EBU',
  'systemCard.show': 'Tarjeta de sistema',
  'systemCard.hide': 'Ocultar la tarjeta de sistema',
  'systemCard.heading': 'Tarjeta de sistema',
  'systemCard.side': '{side}: {system}',
  'systemCard.openings': 'Aperturas',
  'systemCard.conventions': 'Convenciones',
  'systemCard.carding': 'Salidas y señales',
  'systemCard.regulation': 'Alertas: {regulation}',
  'systemCard.alerted': 'se alerta',
  'systemCard.announced': 'se anuncia',
  'systemCard.loading': 'Cargando la tarjeta de sistema…',
  'systemCard.failed': 'No se pudo cargar la tarjeta de sistema.',
  'systemCard.close': 'Cerrar',
  'systemCard.regulationNote':
    'En esta mesa, las aperturas marcadas «se alerta» se alertan y las marcadas «se anuncia» se anuncian.',
  'systemCard.conv.stayman': 'Stayman: 2♣ sobre 1ST (3♣ sobre 2ST) pregunta por un palo mayor cuarto',
  'systemCard.conv.transfers':
    'Transferencias Jacoby: 2♦ y 2♥ sobre 1ST (3♦ y 3♥ sobre 2ST) muestran cinco o más cartas en el palo siguiente',
  'systemCard.conv.superAccept': 'Superaceptación: el abridor salta en el mayor con cuatro triunfos y un máximo',
  'systemCard.conv.minorTransfer': '2♠ sobre 1ST: mano débil con un menor largo (el abridor dice 3♣)',
  'systemCard.conv.quantitative': '4ST cuantitativo sobre 1ST o 2ST: invita a 6ST',
  'systemCard.conv.threeNotrump':
    'Sobre 3ST (y 2♣–2♦–3ST), 25–27: 4♦ y 4♥ son transferencias a los mayores; 4ST invita a 6ST',
  'systemCard.conv.twoClubsFourNotrump': '2♣–2♦–4ST: 28–30 equilibrada, invita a 6ST (5ST en respuesta invita a 7ST)',
  'systemCard.conv.gerber': 'Gerber: 4♣ sobre 1ST o 2ST pregunta por ases',
  'systemCard.conv.blackwood': 'Blackwood 4ST pregunta por ases (5♣ ninguno o cuatro, 5♦ uno, 5♥ dos, 5♠ tres)',
  'systemCard.conv.rkcb':
    'Blackwood de cartas clave 1430 con un mayor acordado (5♣ una o cuatro cartas clave, 5♦ ninguna o tres, 5♥ dos sin la dama de triunfo, 5♠ dos con ella), preguntas por la dama y por reyes',
  'systemCard.conv.controlBids':
    'Cue-bids de control: un palo nuevo con un mayor acordado muestra control de primera o segunda vuelta e interés de slam',
  'systemCard.conv.exclusion':
    'Blackwood de exclusión (con RKCB): tras apoyar un palo mayor, un salto a cinco en un palo inferior con fallo pregunta por las cartas clave fuera de él',
  'systemCard.conv.gsf': 'Gran slam forzado: 5ST pregunta por dos de los tres honores mayores de triunfo',
  'systemCard.conv.twoOverOne': 'Dos sobre uno: un palo nuevo a nivel de dos sobre 1♥ o 1♠ es forzante a manga',
  'systemCard.conv.forcingNT': '1ST sobre 1♥ o 1♠ es forzante por una vuelta',
  'systemCard.conv.jacoby2NT': 'Jacoby 2ST sobre 1♥ o 1♠: apoyo, forzante a manga',
  'systemCard.conv.splinters':
    'Splinters: un doble salto en palo nuevo sobre 1♥ o 1♠ muestra apoyo, valores de manga y semifallo o fallo',
  'systemCard.conv.helpSuit': 'Intento de manga en palo de ayuda tras el apoyo a un mayor',
  'systemCard.conv.fourthSuit': 'Cuarto palo forzante: artificial, forzante a manga',
  'systemCard.conv.weakTwoAsk': '2ST sobre un dos débil pregunta por un valor lateral (un as o un rey)',
  'systemCard.conv.negativeDouble': 'Doblo negativo tras una intervención',
  'systemCard.conv.supportDouble':
    'Doblo de apoyo: el doblo del abridor muestra tres cartas en el palo del respondedor',
  'systemCard.conv.responsiveDouble': 'Doblo responsivo cuando apoyan tras el doblo informativo del compañero',
  'systemCard.conv.reopeningDouble': 'Doblo de reapertura (el compañero puede pasar para castigo)',
  'systemCard.conv.jordan': 'Jordan 2ST sobre un doblo informativo: apoyo límite o más',
  'systemCard.conv.weakJump': 'Intervenciones a salto débiles: buen palo sexto, 5–10 PH',
  'systemCard.conv.michaels':
    'Michaels: sobre un menor, los dos mayores; sobre un mayor, el otro mayor y un menor (5–5)',
  'systemCard.conv.unusual2NT': '2ST inusual: los dos palos más bajos no nombrados (5–5)',
  'systemCard.conv.cappelletti':
    'Cappelletti sobre su 1ST: 2♣ un palo largo, 2♦ los mayores, 2♥ o 2♠ ese mayor y un menor, 2ST los menores',
  'systemCard.conv.lebensohl': 'Lebensohl cuando intervienen sobre nuestro 1ST: 2ST pide 3♣',
  'systemCard.conv.vsJumpOvercall':
    'Sobre su salto a tres o cuatro (y a tres sobre nuestro 1ST): doblo informativo, 10+ PH',
  'systemCard.conv.vsPreempts': 'Doblo informativo sobre dos débiles y barrages',
  'systemCard.conv.leadDirecting': 'Doblo indicativo de salida sobre voces artificiales',
  'systemCard.lead.rules':
    'Salidas: el palo del compañero, cabeza de secuencia, as de as-rey, cuarta mejor, palos cortos; contra un contrato a palo, no bajo un as',
  'systemCard.signal.attitude': 'Actitud a la salida del compañero: una carta alta anima, la más baja desanima',
  'systemCard.signal.count': 'Cuenta cuando el declarante juega un palo: alta-baja muestra un número par',
  'systemCard.signal.preference':
    'Preferencia al dar un fallo al compañero: una carta alta pide la vuelta del palo lateral más alto',
  'systemCard.signal.discards': 'Descartes: de actitud',
};
