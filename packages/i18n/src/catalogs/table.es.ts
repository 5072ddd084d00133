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
};
