/**
 * English explanations of the robots' cards (issue 25): how a card was chosen, the opening lead by
 * simulation, the defensive signals and the signalling agreements.
 *
 * ```ts
 * playEn['play.signal.encourage'] // 'Attitude signal: encourages partner\'s suit'
 * ```
 */
/** English card-play explanations (the source of the ids). */
export const playEn = {
  'play.only-card': 'The only legal card',
  'play.equivalent':
    'All the legal cards are equivalent (every card between them has been played): no layout needed solving',
  'play.heuristic': 'Chosen by rules of thumb (no time to sample layouts)',
  'play.double-dummy': 'Best on average over {samples} layouts consistent with the auction and the play',
  'play.lead.kept':
    'Opening lead by the usual rules, checked by simulation: over {samples} layouts consistent with the auction ' +
    'it gave the defence {average} tricks on average, and no other lead did better by {margin} of a trick',
  'play.lead.rule-best':
    'Opening lead by the usual rules, checked by simulation: over {samples} layouts consistent with the auction ' +
    'it gave the defence {average} tricks on average, as many as the best other lead',
  'play.lead.best':
    'Opening lead by simulation: over {samples} layouts consistent with the auction it gave the defence ' +
    '{average} tricks on average, more than any other lead',
  'play.lead.safest':
    'Opening lead by simulation: over {samples} layouts consistent with the auction it gave the defence ' +
    '{average} tricks on average; {others} did as well, and this lead is the safest',
  'play.signal.encourage': "Attitude signal: encourages partner's suit",
  'play.signal.discourage': "Attitude signal: discourages partner's suit",
  'play.signal.discard-encourage': 'Attitude discard: a high card asks for this suit',
  'play.signal.discard-discourage': 'Attitude discard: the lowest card, nothing wanted in this suit',
  'play.signal.even': 'Count signal: an even number of cards in the suit',
  'play.signal.odd': 'Count signal: an odd number of cards in the suit',
  'play.signal.prefer-higher':
    'Suit-preference signal: gives partner a ruff and asks, with a high card, for the higher-ranking side suit back',
  'play.signal.prefer-lower':
    'Suit-preference signal: gives partner a ruff and asks, with a low card, for the lower-ranking side suit back',
  'play.agreements.signals':
    "Standard signals: attitude on partner's lead (a high spot card encourages), count when declarer " +
    'leads a suit (high-low shows an even number), suit preference when giving partner a ruff (a high card asks ' +
    'for the higher-ranking side suit back); the first discard is attitude on the suit discarded',
} as const;

/** A complete set of card-play explanations for one locale. */
export type PlayCatalog = { readonly [K in keyof typeof playEn]: string };
