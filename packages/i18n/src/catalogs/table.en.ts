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
  'systemCard.show': 'System card',
  'systemCard.hide': 'Hide the system card',
  'systemCard.heading': 'System card',
  'systemCard.side': '{side}: {system}',
  'systemCard.openings': 'Openings',
  'systemCard.conventions': 'Conventions',
  'systemCard.carding': 'Leads and signals',
  'systemCard.regulation': 'Alerts: {regulation}',
  'systemCard.alerted': 'alerted',
  'systemCard.announced': 'announced',
  'systemCard.loading': 'Loading the system card…',
  'systemCard.failed': 'The system card could not be loaded.',
  'systemCard.close': 'Close',
  'systemCard.regulationNote':
    'Openings marked “alerted” are alerted at this table, and those marked “announced” are announced.',
  'systemCard.conv.stayman': 'Stayman: 2♣ over 1NT (3♣ over 2NT) asks for a four-card major',
  'systemCard.conv.transfers':
    'Jacoby transfers: 2♦ and 2♥ over 1NT (3♦ and 3♥ over 2NT) show five or more cards in the next suit up',
  'systemCard.conv.superAccept': 'Super-accept: opener jumps in the major with four trumps and a maximum',
  'systemCard.conv.minorTransfer': '2♠ over 1NT: a weak hand with a long minor (opener bids 3♣)',
  'systemCard.conv.quantitative': 'Quantitative 4NT over 1NT or 2NT: invites 6NT',
  'systemCard.conv.threeNotrump': 'Over 3NT (and 2♣–2♦–3NT), 25–27: 4♦ and 4♥ transfer to the majors; 4NT invites 6NT',
  'systemCard.conv.twoClubsFourNotrump': '2♣–2♦–4NT: 28–30 balanced, invites 6NT (5NT in reply invites 7NT)',
  'systemCard.conv.gerber': 'Gerber: 4♣ over 1NT or 2NT asks for aces',
  'systemCard.conv.blackwood': 'Blackwood 4NT asks for aces (5♣ none or four, 5♦ one, 5♥ two, 5♠ three)',
  'systemCard.conv.rkcb':
    'Roman Key Card Blackwood 1430 once a major is agreed (5♣ one or four key cards, 5♦ none or three, 5♥ two without the trump queen, 5♠ two with it), queen and king asks',
  'systemCard.conv.controlBids':
    'Control bids: a new suit after a major is agreed shows a first- or second-round control and slam interest',
  'systemCard.conv.exclusion':
    'Exclusion Blackwood (with RKCB): after a major is raised, a jump to five of a lower void suit asks for key cards outside it',
  'systemCard.conv.gsf': 'Grand slam force: 5NT asks for two of the top three trump honours',
  'systemCard.conv.twoOverOne': 'Two over one: a new suit at the two level over 1♥ or 1♠ is forcing to game',
  'systemCard.conv.forcingNT': '1NT over 1♥ or 1♠ is forcing for one round',
  'systemCard.conv.jacoby2NT': 'Jacoby 2NT over 1♥ or 1♠: support, forcing to game',
  'systemCard.conv.splinters':
    'Splinters: a double jump in a new suit over 1♥ or 1♠ shows support, game values and a singleton or void',
  'systemCard.conv.helpSuit': 'Help-suit game try after a raise of a major',
  'systemCard.conv.fourthSuit': 'Fourth suit forcing: artificial, forcing to game',
  'systemCard.conv.weakTwoAsk': '2NT over a weak two asks for a feature (an ace or king outside)',
  'systemCard.conv.negativeDouble': 'Negative doubles after an overcall',
  'systemCard.conv.supportDouble': "Support doubles: opener's double shows three cards in responder's suit",
  'systemCard.conv.responsiveDouble': "Responsive doubles after partner's takeout double is raised",
  'systemCard.conv.reopeningDouble': 'Reopening doubles (partner may pass for penalty)',
  'systemCard.conv.jordan': 'Jordan 2NT over a takeout double: a limit raise or better',
  'systemCard.conv.weakJump': 'Weak jump overcalls: a good six-card suit, 5–10 HCP',
  'systemCard.conv.michaels':
    'Michaels cue bid: both majors over a minor, the other major and a minor over a major (5–5)',
  'systemCard.conv.unusual2NT': 'Unusual 2NT overcall: the two lowest unbid suits (5–5)',
  'systemCard.conv.cappelletti':
    'Cappelletti over their 1NT: 2♣ one long suit, 2♦ the majors, 2♥ or 2♠ that major and a minor, 2NT the minors',
  'systemCard.conv.lebensohl': 'Lebensohl after they overcall our 1NT: 2NT asks for 3♣',
  'systemCard.conv.vsJumpOvercall':
    'Over their jump overcall to three or four (and to three over our 1NT): double for takeout, 10+ HCP',
  'systemCard.conv.vsPreempts': 'Takeout doubles of weak twos and preempts',
  'systemCard.conv.leadDirecting': 'Lead-directing doubles of artificial bids',
  'systemCard.lead.rules':
    "Opening leads: partner's suit, top of a sequence, ace from ace–king, fourth best, short suits; not away from an ace against a suit contract",
  'systemCard.signal.attitude': "Attitude on partner's lead: a high spot card encourages, the lowest discourages",
  'systemCard.signal.count': 'Count when declarer leads a suit: high-low shows an even number',
  'systemCard.signal.preference':
    'Suit preference when giving partner a ruff: a high card asks for the higher-ranking side suit back',
  'systemCard.signal.discards': 'Discards: attitude',
} as const;

/** The same ids in another language. */
export type TableCatalog = { readonly [K in keyof typeof tableEn]: string };
