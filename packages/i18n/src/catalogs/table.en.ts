/**
 * English messages of the table's "keep playing" controls, table options and chat (issue 26):
 * next deal, another rubber, practice deal types, undo refused, the board timer, the chat panel
 * and the create form's table options.
 *
 * ```ts
 * tableEn['keep.anotherRubber'] // 'Another rubber'
 * ```
 */
/** English keep-playing, options and chat messages (the source of the ids). */
export const tableEn = {
  'keep.nextDeal': 'Next deal',
  'keep.anotherRubber': 'Another rubber',
  'keep.newChicago': 'New Chicago',
  'keep.moreBoards': 'More boards',
  'keep.dealType': 'Deal type',
  'keep.practice.random': 'Random deal',
  'keep.practice.declare': 'I declare',
  'keep.practice.slam': 'Slam hands',
  'keep.practice.competitive': 'Competitive auctions',
  'keep.practice.oneNoTrump': 'A 1NT opening',
  'keep.practiceDeal': 'Practice deal: {kind}',
  'keep.undoRefused': 'Undo refused.',
  'keep.standIn': 'robot standing in',
  'keep.timer': 'Time left on this board: {time}',
  'keep.timerOver': 'Time is up for this board.',
  'keep.confirmCall': 'Send {what}?',
  'keep.confirm': 'Confirm',
  'keep.cancel': 'Cancel',
  'chat.heading': 'Table chat',
  'chat.label': 'Write to the table',
  'chat.send': 'Send',
  'chat.empty': 'No messages yet.',
  'chat.hidden': "The players' chat is not shown to spectators at this table.",
  'options.heading': 'Table options',
  'options.robotsGrantUndo': 'Robots grant undo requests',
  'options.robotStrength': 'Robot strength',
  'options.strength.beginner': 'Beginner',
  'options.strength.club': 'Club player',
  'options.strength.expert': 'Expert',
  'options.timer': 'Minutes per board (empty: no timer)',
  'options.confirm': 'Confirm each call and card before it is sent',
  'options.chat': 'Table chat',
  'options.chat.off': 'Off',
  'options.chat.players': 'Players only',
  'options.chat.everyone': 'Players and spectators',
  'options.standIn': 'A robot stands in for a player who leaves, until they come back',
  'claimCheck.heading': 'Claim check',
  'claimCheck.pending': 'Claim by {seat}: checking double-dummy…',
  'claimCheck.right': 'Claim by {seat}: {claimed} of the remaining tricks — right double-dummy.',
  'claimCheck.over': 'Claim by {seat}: {claimed} of the remaining tricks — double-dummy only {dd}.',
  'claimCheck.under': 'Claim by {seat}: {claimed} of the remaining tricks — double-dummy {dd}.',
  'claimCheck.unavailable': 'Claim by {seat}: {claimed} of the remaining tricks — it could not be checked in time.',
  'claimCheck.rejected': '(rejected)',
  'options.claimCheck': 'Check claims double-dummy after the deal',
  'options.systemNS': 'Bidding system, North–South',
  'options.systemEW': 'Bidding system, East–West',
  'options.system.sayc': 'SAYC',
  'options.system.sayc-rkcb': 'SAYC with RKCB 1430',
  'options.system.2/1': '2/1 game forcing',
  'options.system.2/1-rkcb': '2/1 with RKCB 1430',
  'options.system.polish': 'Polish Club (WJ)',
  'options.systemSays': '{system}: {explanation}',
  'options.alerts': 'Alert rules',
  'options.alerts.acbl': 'ACBL Alert Procedures',
  'options.alerts.ebu': 'EBU Blue Book',
} as const;

/** The same ids in another language. */
export type TableCatalog = { readonly [K in keyof typeof tableEn]: string };
