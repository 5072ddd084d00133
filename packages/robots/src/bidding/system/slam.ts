/**
 * Slam bidding after an ace ask (SAYC booklet: Blackwood 4NT, Gerber 4♣ over no-trump): the
 * asker places the contract from the aces shown, and the king asks (5NT after Blackwood, 5♣
 * after Gerber) with their answers.
 *
 * ```ts
 * // 3♠ – Pass – 4NT – Pass – 5♣ (no ace) – Pass – ? holding two aces: 5♠, a sign-off
 * // 2♣ – Pass – 2♠ – Pass – 4NT – Pass – 5♣ – Pass – ? holding three aces: 6♠
 * ```
 * The agreed suit is the one partner bid just before 4NT (`x`). The answer 5♣ (no ace or all
 * four) is read as four aces when the asker holds none. With every ace between the hands the asker
 * may ask for kings with 5NT and bid the grand slam (`blackwood-king-ask-*`, `blackwood-grand-*`). Control bids (standard expert practice)
 * over a major (`controlBids`), over a minor agreed at the four level and after shortness
 * (`CONTROL_SEQUENCES`):
 *
 * ```ts
 * // 1♣ – Pass – 4♣ – Pass – ? with ♠A2 ♥932 ♦KQ2 ♣AKJ75: 4♦, the cheapest control (♥ uncontrolled)
 * // 1♠ – Pass – 4♣ (splinter) – Pass – ? with ♠AKJ75 ♥K93 ♦KQ2 ♣A2: 4NT, every other suit controlled
 * ```
 */
import { continued, type BidRule, type ControlSpan, type When } from '../engine.js';

/**
 * Partner's suit, then our 4NT and partner's answer `answer`; first after an exchange of control
 * bids over the agreed suit `x` (3x, then two control bids), where the agreed suit is not the last one bid.
 */
const afterAnswer = (answer: string): string =>
  [
    ...['3x P 3y P 4z P', '3x P 4y P 4z P'].map((t) => `... ${t} 4N P ${answer} P`),
    ...[1, 2, 3, 4].map((l) => `... ${l}x P 4N P ${answer} P`),
  ].join('|');

const SLAM = 'To play: a small slam, one ace at most is missing';
const SIGN_OFF = 'Sign-off: two aces are missing';
const KINGS = ['no king or all four', 'one king', 'two kings', 'three kings'] as const;
const BW_KING_ASK = '... 4N P 5C P 5N P|... 4N P 5D P 5N P|... 4N P 5H P 5N P|... 4N P 5S P 5N P';
const GERBER_KING_ASK = ['1N', '2N']
  .flatMap((o) => ['4D', '4H', '4S', '4N'].map((a) => `${o} P 4C P ${a} P 5C P`))
  .join('|');

/** The aces the Blackwood asker must hold for all four to be ours, by the answer (5♣ none or four …). */
const ALL_ACES = { '5C': [0, 4], '5D': [3], '5H': [2], '5S': [1] } as const;
/**
 * The asker's own kings that keep every answer to the king ask that goes past six of the trump `t`
 * (6♣ none or four, 6♦ one, 6♥ two, 6♠ three) an answer that completes the four kings: three of them
 * over clubs, two over diamonds, one over hearts, none over spades (standard practice: no king ask
 * when a disappointing answer would carry the auction past six of the trump).
 */
const kingsSafe = (t: string): When => ({
  any: [
    { above: [['D', t]], kings: [3, 4] },
    {
      above: [
        [t, 'C'],
        ['H', t],
      ],
      kings: [2, 3, 4],
    },
    {
      above: [
        [t, 'D'],
        ['S', t],
      ],
      kings: [1, 2, 3, 4],
    },
    { above: [[t, 'H']] },
  ],
});
/**
 * Thirteen top tricks in no-trump once partner's answers show every ace and king this hand lacks
 * (`topTricksOpposite`): the aces and kings, and the long suits that run, the agreed suit `t` with
 * partner's three cards at least. A solid suit and all the controls count thirteen with no ruff: 7NT
 * scores more than seven of the suit and makes whenever the top tricks are there (standard practice
 * after the king ask: the asker counts its tricks, and with thirteen on top prefers no-trump).
 */
const countsThirteen = (t: string, queen = false): When => ({
  topTricks: { min: 13, fit: t, fitLength: 3, ...(queen ? { fitQueen: true } : {}) },
});
const GRAND_NT = 'Grand slam in no-trump: every ace and king is ours, and thirteen top tricks are counted';

/** `afterAnswer(answer)` with the king ask 5NT and its answer `kingAnswer` appended to each alternative. */
const afterKingAnswer = (answer: string, kingAnswer: string): string =>
  continued(afterAnswer(answer), `5N P ${kingAnswer} P`);
/**
 * The grand slam decision after Blackwood (SAYC booklet: 5NT asks for kings and promises that every
 * ace is ours): with all four aces between the hands and 35+ points between them, 5NT; with 31+ too
 * when no answer that carries past six of the trump can disappoint (`kingsSafe`). Seven when every
 * king is ours too and the trump queen is held or 32+ points are between the hands (every ace and
 * king with a fit: the thirteenth trick is the rule), else six. Before, 35 to ask and 37 without the
 * queen: ♠AKJ96 ♥A ♦J92 ♣AKT2 opposite ♠T52 ♥KQJT52 ♦AKT ♣5 stopped in 6♠ with 13 tricks (seed 27).
 */
const KING_ASK_AFTER_BLACKWOOD: readonly BidRule[] = [
  ...(['5C', '5D', '5H', '5S'] as const).map(
    (answer, i): BidRule => ({
      name: `blackwood-king-ask-${i}`,
      forcing: 'round',
      auction: afterAnswer(answer),
      call: '5N',
      when: {
        aces: ALL_ACES[answer],
        any: [
          { combined: 35 },
          { combined: 31, all: [kingsSafe('x')] },
          { ...countsThirteen('x'), all: [kingsSafe('x')] },
        ],
      },
      explain: 'Asks for kings: every ace is ours (grand slam interest)',
    }),
  ),
  {
    name: 'blackwood-grand-7n',
    auction: (['5C', '5D', '5H', '5S'] as const).map((a) => afterKingAnswer(a, '_')).join('|'),
    call: '7N',
    when: { kingsComplete: true, ...countsThirteen('x') },
    explain: GRAND_NT,
  },
  ...[0, 1, 2, 3].map(
    (shown): BidRule => ({
      name: `blackwood-grand-${shown}`,
      auction: (['5C', '5D', '5H', '5S'] as const).map((a) => afterKingAnswer(a, `6${'CDHS'[shown]!}`)).join('|'),
      call: '7x',
      when: { kings: shown === 0 ? [0, 4] : [4 - shown], any: [{ holds: { x: 'Q' } }, { combined: 32 }] },
      explain: 'Grand slam: every ace and king is ours, and the trump queen or 32+ points between the hands',
    }),
  ),
  {
    name: 'blackwood-kings-pass',
    auction: (['5C', '5D', '5H', '5S'] as const).map((a) => afterKingAnswer(a, '6x')).join('|'),
    call: 'P',
    explain: 'To play: a king is missing for the grand slam',
  },
  {
    name: 'blackwood-kings-slam',
    auction: (['5C', '5D', '5H', '5S'] as const).map((a) => afterKingAnswer(a, '_')).join('|'),
    call: '6x',
    explain: 'Small slam: a king is missing for the grand slam',
  },
  {
    name: 'blackwood-kings-6n',
    auction: (['5C', '5D', '5H', '5S'] as const).map((a) => afterKingAnswer(a, '_')).join('|'),
    call: '6N',
    explain: 'Small slam in no-trump: a king is missing for the grand slam',
  },
];

/** The asker after the Blackwood answer: a small slam with at most one ace missing, else a sign-off. */
export const BLACKWOOD_ASKER: readonly BidRule[] = [
  ...KING_ASK_AFTER_BLACKWOOD,
  { name: 'blackwood-slam-0', auction: afterAnswer('5C'), call: '6x', when: { aces: [0, 3, 4] }, explain: SLAM },
  { name: 'blackwood-signoff-0', auction: afterAnswer('5C'), call: '5x', explain: SIGN_OFF },
  { name: 'blackwood-slam-1', auction: afterAnswer('5D'), call: '6x', when: { aces: [2, 3] }, explain: SLAM },
  { name: 'blackwood-signoff-1', auction: afterAnswer('5D'), call: '5x', explain: SIGN_OFF },
  { name: 'blackwood-slam-2', auction: afterAnswer('5H'), call: '6x', when: { aces: [1, 2] }, explain: SLAM },
  { name: 'blackwood-signoff-2', auction: afterAnswer('5H'), call: '5x', explain: SIGN_OFF },
  { name: 'blackwood-slam-3', auction: afterAnswer('5S'), call: '6x', explain: SLAM },
  // Last: an answer in the trump suit itself is passed only when no slam rule above took it (5♠ over
  // spades shows three aces; before, it was passed as a sign-off, and so was 5♦ over diamonds with three aces).
  { name: 'blackwood-signoff-pass', auction: afterAnswer('5x'), call: 'P', explain: SIGN_OFF },
];

/** Answers to the king asks: 5NT after a Blackwood answer, 5♣ after a Gerber answer. */
export const KING_ASKS: readonly BidRule[] = [
  ...KINGS.map(
    (k, i): BidRule => ({
      name: `blackwood-kings-${i}`,
      auction: BW_KING_ASK,
      call: `6${'CDHS'[i]!}`,
      when: { kings: i === 0 ? [0, 4] : [i] },
      explain: `King ask answer: ${k}`,
    }),
  ),
  ...KINGS.map(
    (k, i): BidRule => ({
      name: `gerber-kings-${i}`,
      auction: GERBER_KING_ASK,
      call: ['5D', '5H', '5S', '5N'][i]!,
      when: { kings: i === 0 ? [0, 4] : [i] },
      explain: `Gerber king answer: ${k}`,
    }),
  ),
];

/**
 * SAYC: 5NT over partner's 1NT forces 6NT and invites 7NT (quantitative); the same over 2NT (20–21)
 * and 2♣–2♦–2NT (22–24), accepted with the top of the range and two aces.
 */
export const QUANTITATIVE_5NT: readonly BidRule[] = [
  {
    name: 'quant-5n-7n',
    auction: '1N P 5N P|1N P 2C P 2x P 5N P',
    call: '7N',
    when: { hcp: 17, aces: [2, 3, 4] },
    explain: 'Accepts the grand slam invitation: a maximum with aces',
  },
  {
    name: 'quant-5n-7n-2n',
    auction: '2N P 5N P|2N P 3C P 3x P 5N P',
    call: '7N',
    when: { hcp: 21, aces: [2, 3, 4] },
    explain: 'Accepts the grand slam invitation: a maximum with aces',
  },
  {
    name: 'quant-5n-7n-2c',
    auction: '2C P 2D P 2N P 5N P',
    call: '7N',
    when: { hcp: 24, aces: [2, 3, 4] },
    explain: 'Accepts the grand slam invitation: a maximum with aces',
  },
  {
    name: 'quant-5n-6n',
    auction: '1N P 5N P|1N P 2C P 2x P 5N P|2N P 5N P|2N P 3C P 3x P 5N P|2C P 2D P 2N P 5N P',
    call: '6N',
    explain: 'Forced to 6NT: declines the grand slam invitation',
  },
];

/**
 * A span of side suits (in the order of control bids over `trump`) that hold (`has`) or lack
 * controls; `short`, partner's shortness, is left out: partner controls it, and a control bid
 * never names it.
 */
function span(trump: string, has: boolean, after?: string, before?: string, short?: string): When {
  const base: ControlSpan = { trump, has, ...(after ? { after } : {}), ...(before ? { before } : {}) };
  if (!short) return { controlsBetween: [base] };
  const order = [trump, ...(after ? [after] : []), short, ...(before ? [before] : [])];
  return {
    any: [
      { controlsBetween: [base] },
      {
        cueOrder: order,
        controlsBetween: [
          { ...base, before: short },
          { ...base, after: short },
        ],
      },
    ],
  };
}

/** What the answerer's ask over a first control bid shows (`-answer-ask`, `cue-answer-ask`). */
const ANSWER_ASK = "control in the suits partner's control bid skipped, every side suit controlled";

/** One family of control-bid auctions: where they start and what the trump is. */
interface ControlFamily {
  /** Rule-name prefix. */
  readonly key: string;
  /** The auctions, from the opening, after which the first control bid may come. */
  readonly starts: readonly string[];
  /** The trump: a variable (`M`, `m`) or, for one auction, the suit itself (`H`, `S`). */
  readonly trump: 'M' | 'm' | 'H' | 'S';
  /** Partner's shortness (a splinter, Jacoby 2NT's shortness answer): controlled, never cue-bid. */
  readonly short?: string;
  /** Levels a control bid can be made at below game. */
  readonly levels: readonly number[];
  /** Partnership points (`combined`) for slam interest; one more to ask or bid slam. */
  readonly values: number;
  /** Or this hand's HCP alone (partner's strength may be read too low, as after Jacoby 2NT's answers). */
  readonly hcp?: number;
  /**
   * Or any of these: a fit's playing strength (losers by the losing-trick count, controls), where points
   * alone undervalue shape.
   */
  readonly fit?: readonly When[];
  /** More that the first control bidder needs (no wasted honours opposite shortness). */
  readonly extra?: When;
  /** A second round of control bids below 4NT (room enough only over a minor). */
  readonly secondRound: boolean;
  /**
   * Control bids above game (partner has bid game in the major): no ask and no sign-off at the start
   * (the slam tries and the ace asks that follow decide those, and a hand without slam interest
   * passes), the first control bid only by a hand that lacks a control or holds a void; a control
   * bid may go above four of the major but stays below five, the sign-off is five of the major,
   * and where 4NT is no longer below, the first bidder bids the slam with every suit controlled.
   */
  readonly aboveGame?: boolean;
}

/** The ace ask's asker: two aces at least, so that at most two are missing and five of the trump stays below. */
const ASKER_ACES = [2, 3, 4] as const;

/**
 * Each start followed by bids in the suits `tail` (each answered by a pass), at every rising
 * combination of `levels` (a later control bid is never at a lower level).
 */
function withLevels(starts: readonly string[], tail: readonly string[], levels: readonly number[]): string[] {
  let out = starts.map((s) => ({ parts: [s], level: 0 }));
  for (const t of tail)
    out = out.flatMap((o) =>
      levels.filter((l) => l >= o.level).map((l) => ({ parts: [...o.parts, `${l}${t} P`], level: l })),
    );
  return out.map((o) => o.parts.join(' '));
}

/**
 * Where each family's 4NT asks come (the asker's partner answers aces, `CONTROL_ACE_ANSWERS`): at
 * once, after an exchange of control bids, after a second round. Any call (`_`) stands for the
 * control bids, which 4NT then follows: fewer patterns to try on every call.
 */
function askPositions(f: ControlFamily): string[] {
  return [
    ...f.starts,
    // The answerer's ask over the first control bid (`-answer-ask`): it holds the suits that bid skipped.
    ...f.starts.map((s) => `${s} _ P`),
    ...f.starts.map((s) => `${s} _ P _ P`),
    ...(f.secondRound ? f.starts.map((s) => `${s} _ P _ P _ P`) : []),
  ].map((p) => `${p} 4N P`);
}

/**
 * Control bids for one family (standard expert practice, as over a major in `controlBids`): the
 * cheapest control first (a skipped suit is denied), partner's next control or game, then 4NT
 * (Blackwood by aces) once every side suit is controlled between the hands, the slam with a void,
 * or game; over a minor a second round below 4NT by a hand with only a little to spare.
 */
function controlFamily(f: ControlFamily, ask: 'aces' | 'keys' = 'aces'): BidRule[] {
  const T = f.trump;
  // Under RKCB 1430 the 4NT of a family over a major asks for key cards, answered and placed by
  // KEY_CARD_BLACKWOOD (its tails hold these auctions); over a minor it stays Blackwood by aces.
  const keys = ask === 'keys' && T === 'M';
  const asker: When = keys ? { keys: [T, [1, 2, 3, 4, 5]] } : { aces: ASKER_ACES };
  const askName = (name: string): string => (keys ? name.replace('-ask', '-rkcb') : name);
  const askText = (text: string): string =>
    keys ? text.replace('Blackwood: asks for aces', 'Roman Key Card Blackwood: asks for key cards') : text;
  const s = f.short;
  const k = f.key;
  const high = f.aboveGame === true;
  const game = high ? '^M' : T === 'm' ? '5m' : `4${T}`;
  const V = f.values;
  const pos0 = f.starts.join('|');
  const pos1 = withLevels(f.starts, ['x'], f.levels).join('|');
  const pos2 = withLevels(f.starts, ['x', 'y'], f.levels).join('|');
  const pos3 = f.starts.map((st) => `${st} 4x P 4y P 4w P`).join('|');
  const extra = f.extra ? [f.extra] : [];
  // Over a major a control bid stays below game (four of the trump): only suits ranking below it at the four level.
  // Above game every control bid up the line stays below five of the major.
  const below = (v: string): When => (T !== 'm' && !high ? { above: [[T, v]] } : {});
  /** Slam interest (`more` 1: enough to ask or bid the slam). */
  const strong = (more: number): When => {
    const alts: When[] = [{ combined: V + more }];
    if (f.hcp !== undefined) alts.push({ hcp: f.hcp + more });
    // Losers are the estimate itself: one more point between the hands does not change them.
    if (f.fit !== undefined) alts.push(...f.fit);
    return alts.length === 1 ? alts[0]! : { any: alts };
  };
  // Above game, a hand with every suit controlled and no void asks (SLAM_TRY_BLACKWOOD, KEY_CARD_BLACKWOOD).
  const needsControlBids: When[] = high ? [{ not: { shortest: 1, ...span(T, true) } }] : [];
  const firstWhen = (v: string): When => ({
    controls: [v],
    cueOrder: [T, v],
    all: [strong(0), span(T, false, undefined, v, s), ...extra, ...needsControlBids],
  });
  const answerWhen: When = {
    controls: ['y'],
    cueOrder: [T, 'x', 'y'],
    all: [span(T, true, undefined, 'x', s), span(T, false, 'x', 'y', s)],
  };
  const restControlled = [span(T, true, 'x', 'y', s), span(T, true, 'y', undefined, s)];
  const asks = askPositions(f);
  const start: BidRule[] = [
    {
      name: askName(`${k}-ask`),
      forcing: 'round',
      auction: pos0,
      call: '4N',
      when: { shortest: 1, ...asker, all: [strong(1), span(T, true, undefined, undefined, s), ...extra] },
      explain: askText('Blackwood: asks for aces; every side suit is controlled, slam values'),
    },
  ];
  const rules: BidRule[] = [
    ...(high ? [] : start),
    ...(f.levels.includes(3)
      ? [
          {
            name: `${k}-first-3`,
            forcing: 'round' as const,
            alert: 'alert' as const,
            auction: pos0,
            call: '3x',
            when: firstWhen('x'),
            explain:
              'Control bid: first- or second-round control in {x}, slam interest; denies one in a side suit skipped',
          },
        ]
      : []),
    {
      name: `${k}-first`,
      forcing: 'round',
      alert: 'alert',
      auction: pos0,
      call: '^x',
      when: { ...firstWhen('x'), ...below('x') },
      explain: 'Control bid: first- or second-round control in {x}, slam interest; denies one in a side suit skipped',
    },
    ...(high
      ? []
      : [{ name: `${k}-signoff`, auction: pos0, call: game, explain: 'Sign-off in game: no slam interest' }]),
    ...(f.levels.includes(3)
      ? [
          {
            name: `${k}-answer-3`,
            forcing: 'round' as const,
            alert: 'alert' as const,
            auction: pos1,
            call: '3y',
            when: answerWhen,
            explain:
              "Control bid: first- or second-round control in {y}, and in the suits partner's control bid skipped",
          },
        ]
      : []),
    {
      name: `${k}-answer`,
      forcing: 'round',
      alert: 'alert',
      auction: pos1,
      call: '^y',
      when: { ...answerWhen, ...below('y') },
      explain: "Control bid: first- or second-round control in {y}, and in the suits partner's control bid skipped",
    },
    // The answerer holds a control in every suit partner's control bid skipped and in every suit above
    // it, but none to show below game (over hearts nothing lies between 4♦ and 4♥): every side suit is
    // controlled between the hands, so it asks itself (standard expert practice: once every suit is
    // controlled, either hand may ask; partner's control bid already showed the slam values). Before,
    // it signed off and partner, reading the skipped suit as uncontrolled, passed (1♠–2NT–3♣–3♥–4♠
    // with 13 tricks, challenge seed 27).
    ...(high
      ? []
      : [
          {
            name: askName(`${k}-answer-ask`),
            forcing: 'round' as const,
            auction: pos1,
            call: '4N',
            when: {
              shortest: 1,
              // Over a major one ace will do: five of the major stays below every answer that stops.
              ...(keys || T === 'm' ? asker : { aces: [1, 2, 3, 4] }),
              all: [span(T, true, undefined, 'x', s), span(T, true, 'x', undefined, s)],
            } as When,
            explain: askText(`Blackwood: asks for aces; ${ANSWER_ASK}`),
          },
        ]),
    {
      name: `${k}-answer-signoff`,
      auction: pos1,
      call: game,
      explain: high
        ? "Sign-off in five of the major: no control to show below it, or none in a suit partner's control bid skipped"
        : "Sign-off in game: no control to show below game, or none in a suit partner's control bid skipped",
    },
    ...(f.secondRound
      ? [
          {
            name: `${k}-second`,
            forcing: 'round' as const,
            auction: pos2,
            call: '4w',
            when: {
              combined: [V, V + 1],
              shortest: 1,
              controls: ['w'],
              cueOrder: [T, 'y', 'w'],
              controlsBetween: [{ trump: T, after: 'y', before: 'w', has: false }],
              all: restControlled,
            } as When,
            explain:
              'Second round of control bids: control in {w} too; every side suit is controlled, a little to spare',
          },
        ]
      : []),
    ...(high
      ? []
      : [
          {
            name: askName(`${k}-ask-2`),
            forcing: 'round' as const,
            auction: pos2,
            call: '4N',
            when: { shortest: 1, ...asker, all: [strong(0), ...restControlled] },
            explain: askText('Blackwood: asks for aces; every side suit is controlled between the hands'),
          },
        ]),
    // Above game 4NT may be passed: every side suit controlled, slam values and two aces bid the slam.
    ...(high
      ? [
          {
            name: `${k}-slam`,
            auction: pos2,
            call: `6${T}`,
            when: { shortest: 1, aces: ASKER_ACES, all: [strong(1), ...restControlled] },
            explain: 'Small slam: every side suit is controlled between the hands, slam values and two aces',
          },
        ]
      : []),
    {
      name: `${k}-void-slam`,
      auction: pos2,
      call: `6${T}`,
      when: { shortest: [0, 0], all: [strong(1), ...restControlled] },
      explain: 'Small slam: every side suit is controlled between the hands, and a void (no ace ask)',
    },
    {
      name: `${k}-stop`,
      auction: pos2,
      call: game,
      explain: high
        ? 'Sign-off in five of the major: a side suit may be uncontrolled, or too little for slam'
        : 'Sign-off in game: a side suit may be uncontrolled, or too little for slam',
    },
    ...(f.secondRound
      ? ([
          {
            name: `${k}-second-ask`,
            forcing: 'round' as const,
            auction: pos3,
            call: '4N',
            when: { combined: V + 1, shortest: 1, aces: ASKER_ACES },
            explain: 'Blackwood: asks for aces; every side suit is controlled, and extra values for slam',
          },
          {
            name: `${k}-second-void`,
            auction: pos3,
            call: `6${T}`,
            when: { combined: V + 1, shortest: [0, 0] },
            explain: 'Small slam: every side suit is controlled, extra values and a void (no ace ask)',
          },
          { name: `${k}-second-signoff`, auction: pos3, call: game, explain: 'Sign-off in game: no extra values' },
        ] as BidRule[])
      : []),
    // The asker places the contract in the trump suit (not in the last suit bid, a control bid).
    // Holding two aces, only 5♣ (none) can leave two missing; every other answer means the slam.
    // Key-card answers are placed by KEY_CARD_BLACKWOOD.
  ];
  if (keys || high) return rules;
  rules.push(
    ...controlKingAsk(k, T, asks),
    {
      name: `${k}-ace-slam-0`,
      auction: asks.map((a) => `${a} 5C P`).join('|'),
      call: `6${T}`,
      when: { aces: [3, 4] },
      explain: SLAM,
    },
    { name: `${k}-ace-signoff`, auction: asks.map((a) => `${a} 5C P`).join('|'), call: `5${T}`, explain: SIGN_OFF },
    // The answerer's ask over a major may hold one ace (`-answer-ask`): one more shown leaves two missing.
    ...(T === 'm'
      ? []
      : [
          {
            name: `${k}-ace-signoff-1`,
            auction: asks.map((a) => `${a} 5D P`).join('|'),
            call: `5${T}`,
            when: { aces: [0, 1] },
            explain: SIGN_OFF,
          },
        ]),
    // Over clubs the no-ace answer 5♣ is the sign-off itself.
    ...(T === 'm'
      ? ([
          { name: `${k}-ace-pass`, auction: asks.map((a) => `${a} 5C P`).join('|'), call: 'P', explain: SIGN_OFF },
        ] as BidRule[])
      : []),
    { name: `${k}-ace-slam`, auction: asks.map((a) => `${a} _ P`).join('|'), call: `6${T}`, explain: SLAM },
  );
  return rules;
}

/**
 * The grand slam after a control family's ace ask (SAYC booklet: 5NT asks for kings and promises every
 * ace; as after plain Blackwood, KING_ASK_AFTER_BLACKWOOD): with every ace between the hands and 33+
 * points the asker asks, and bids seven of the trump `T` when every king is ours too and the asker
 * holds the trump queen (the trumps then run) or 35+ points are between the hands; else six of the
 * trump, or 6NT when the answer went past it. Before, the family's asker bid six at once, with every
 * ace and king between the hands (1♥–2NT–3♣–4NT–5♦–6♥ with ♠AK62 ♥KJT92 ♦943 ♣K opposite ♠3 ♥A85
 * ♦AKJ7 ♣AQ984: 7NT makes; challenge seed 27).
 */
function controlKingAsk(k: string, T: string, asks: readonly string[]): BidRule[] {
  const kingAnswered = (kingAnswer: string): string => asks.map((a) => `${a} _ P 5N P ${kingAnswer} P`).join('|');
  return [
    ...(['5C', '5D', '5H', '5S'] as const).map(
      (answer, i): BidRule => ({
        name: `${k}-king-ask-${i}`,
        forcing: 'round',
        auction: asks.map((a) => `${a} ${answer} P`).join('|'),
        call: '5N',
        when: {
          aces: ALL_ACES[answer],
          any: [{ combined: 35 }, { combined: 31, all: [kingsSafe(T)] }, { ...countsThirteen(T), all: [kingsSafe(T)] }],
        },
        explain: 'Asks for kings: every ace is ours (grand slam interest)',
      }),
    ),
    {
      name: `${k}-grand-7n`,
      auction: kingAnswered('_'),
      call: '7N',
      when: { kingsComplete: true, ...countsThirteen(T) },
      explain: GRAND_NT,
    },
    ...[0, 1, 2, 3].map(
      (shown): BidRule => ({
        name: `${k}-grand-${shown}`,
        auction: kingAnswered(`6${'CDHS'[shown]!}`),
        call: `7${T}`,
        when: {
          kings: shown === 0 ? [0, 4] : [4 - shown],
          any: [{ holds: { [T]: 'Q' } }, { combined: 32 }],
        },
        explain: 'Grand slam: every ace and king is ours, and the trump queen or 32+ points between the hands',
      }),
    ),
    {
      name: `${k}-kings-pass`,
      auction: kingAnswered(`6${T}`),
      call: 'P',
      explain: 'To play: a king is missing for the grand slam',
    },
    {
      name: `${k}-kings-slam`,
      auction: kingAnswered('_'),
      call: `6${T}`,
      explain: 'Small slam: a king is missing for the grand slam',
    },
    {
      name: `${k}-kings-6n`,
      auction: kingAnswered('_'),
      call: '6N',
      explain: 'Small slam in no-trump: a king is missing for the grand slam',
    },
  ];
}

/**
 * Game-forcing auctions where a minor is agreed at the four level: the forcing raise 1m–4m, a
 * positive answer to 2♣ raised, a jump shift raised. Game is 5m (3NT is passed), so the four level
 * below 4NT is free for control bids; at the three level a new suit would ask for a stopper for 3NT.
 */
const MINOR_FAMILY: ControlFamily = {
  key: 'ctl-minor',
  starts: ['1m P 4m P', '2C P 3m P 4m P', '1D P 3m P 4m P', '1H P 3m P 4m P', '1S P 3m P 4m P'],
  trump: 'm',
  levels: [4, 5],
  values: 32,
  secondRound: true,
};

/**
 * Working values opposite partner's shortness: no king or queen there without the ace (wasted
 * opposite a singleton or void), and two cards or more (shortness opposite shortness duplicates it).
 */
const noWaste = (z: string): When => ({
  len: { [z]: 2 },
  any: [{ holds: { [z]: 'A' } }, { not: { any: [{ holds: { [z]: 'K' } }, { holds: { [z]: 'Q' } }] } }],
});

/**
 * A major agreed with shortness shown: opener's Jacoby 2NT answer 3z (a singleton or void in z) or
 * responder's four-level splinter 4z. Partner's short suit needs no control and is never cue-bid.
 * Slam interest by points, or by five losers or fewer with working values (issue 25, bidfit: a hand of
 * three losers and 15 HCP opposite 1♥–2NT–3♣ signed off in 4♥ with 12 tricks).
 */
const SHORTNESS_FAMILY: ControlFamily = {
  key: 'ctl-short',
  starts: ['1M P 2N P 3z P', '1M P 4z P'],
  trump: 'M',
  short: 'z',
  levels: [3, 4],
  values: 31,
  hcp: 17,
  // Or 15–16 HCP with two aces, none of them wasted opposite the shortness (`noWaste`): fifteen working
  // points opposite an opening and a singleton (issue 25: ♠KJ873 ♥K ♦A54 ♣A875 signed off in 4♠ after
  // 1♠–2NT–3♣, 13 tricks opposite ♠AQT92 ♥A963 ♦KJ9 ♣J, challenge seed 29). Seventeen is `hcp` itself,
  // whose ask wants one more: with every side suit controlled such a hand still shows a control first.
  fit: [
    { ltc: [0, 5], combined: 26 },
    { hcp: [15, 16], aces: [2, 3, 4] },
  ],
  extra: noWaste('z'),
  secondRound: false,
};

/**
 * The three-level splinter 1♥–3♠ (the only one: over 1♠ a double jump in a new suit is at the four
 * level): as SHORTNESS_FAMILY with hearts and spades written out — a variable would also read the jump
 * shift 1♠–3♥. Control bids 4♣ and 4♦ stay below game; the 4NT is Blackwood by aces in both
 * agreements (the key-card rules' auction tails name the major by its variable).
 */
const SPLINTER3_FAMILY: ControlFamily = {
  key: 'ctl-spl3',
  starts: ['1H P 3S P'],
  trump: 'H',
  short: 'S',
  levels: [4],
  values: 31,
  hcp: 17,
  extra: noWaste('S'),
  secondRound: false,
};

/**
 * Control bids above game: partner has raised our major to game showing strength (opener's raise
 * to four after our one-level answer, 19+ support points) or answered our Jacoby 2NT with 4M (a
 * minimum without shortness). A hand with slam values that lacks a control, or holds a void, bids
 * its cheapest control above 4M (4♠ over 4♥, then five of a lower suit), and partner shows the next
 * one below 5M or signs off there (standard expert practice: a new suit above game is a control).
 */
const HIGH_FAMILY: ControlFamily = {
  key: 'ctl-high',
  // Opener's suit is any call (`_`): a variable would keep it from being a control bid's suit.
  starts: ['_ P 1M P 4M P', '1M P 2N P 4M P'],
  trump: 'M',
  levels: [4, 5],
  values: 32,
  secondRound: false,
  aboveGame: true,
};

/**
 * Responder facing opener's jump to game (`opener-raise-4`: 1x–1M–4M, four trumps and 19+ points, read
 * as 16–21 HCP): 13+ HCP has slam values whatever the estimate of partner's points says (about 33 with
 * the fit), so it asks at once (`raise-4-ask`, `raise-4-rkcb`; a hand of 14+ lacking a control bids it
 * first, HIGH_FAMILY). The jump raiser's strength usually holds the controls a control bid would look for,
 * and five of the major is the stop with two aces (or key cards) missing. Before, responder passed with 13
 * HCP: 1♦–1♥–4♥ with ♠98 ♥QJ74 ♦K98 ♣AK76 opposite ♠KJ7 ♥AKT9 ♦AQT6 ♣Q9, 12 tricks (challenge seed 29).
 */
/** A five- or six-card minor, the longest suit (no longer major to show first). */
const LONG_MINOR: readonly When[] = [
  { longest: ['C'], len: { C: [5, 6] } },
  { longest: ['D'], len: { D: [5, 6] } },
];

const JUMP_RAISE_ASK: When = { hcp: 13, shortest: 1 };

/**
 * Opener after Jacoby 2NT, its shortness answer and responder's sign-off in 4M (issue 25, bidfit): the
 * shortness answer showed no strength, and responder's sign-off only that it saw no slam with wasted
 * values or a minimum. Opener with five losers or fewer (the losing-trick count: 24 less five and a
 * game-forcing raise's seven is twelve tricks) still has slam interest: lacking a control or holding a
 * void it bids the cheapest control above game, as in HIGH_FAMILY; with every suit controlled it asks
 * (`jacoby-fit-ask`). A short minor is written out, so that it stays a suit a control bid may name.
 * Before, opener passed: ♠AK62 ♥A9653 ♦– ♣KJT6 opposite ♠984 ♥KQ7 ♦AK9 ♣Q754 stopped in 4♥ with 12 tricks.
 */
const JACOBY_SIGNOFF = ['1M P 2N P 3C P 4M P', '1M P 2N P 3D P 4M P', '1M P 2N P 3z P 4M P'];
/**
 * Four controls at least (an ace 2, a king 1): losers counted short of aces and kings are soft (♠AQ9 ♥QT862
 * ♦– ♣KT652, five losers and three controls, went down in 6♥ in the slam count, seed 25, deal 1242).
 */
const FOUR_CONTROLS: When = { any: [{ aces: [2, 3, 4] }, { aces: [1], kings: [2, 3, 4] }, { aces: [0], kings: [4] }] };
const JACOBY_FIT_FAMILY: ControlFamily = {
  key: 'ctl-jfit',
  starts: JACOBY_SIGNOFF,
  trump: 'M',
  levels: [4, 5],
  values: 32,
  fit: [{ ltc: [0, 5], combined: 26 }],
  extra: FOUR_CONTROLS,
  secondRound: false,
  aboveGame: true,
};

/**
 * Opener after Jacoby 2NT, its shortness answer and 4M, with every suit controlled: asks at once. A new
 * object on each call: `withKeyCards` tells the ace agreement's sequences from the key-card ones by identity.
 */
const jacobyFitAsk = (): BidRule => ({
  name: 'jacoby-fit-ask',
  forcing: 'round',
  auction: JACOBY_SIGNOFF.join('|'),
  call: '4N',
  when: {
    ltc: [0, 5],
    combined: 26,
    shortest: 1,
    aces: [1, 2, 3, 4],
    controlsBetween: [{ trump: 'M', has: true }],
    all: [FOUR_CONTROLS],
  },
  explain: 'Asks for aces (key cards under Roman Key Card Blackwood): five losers or fewer with the fit',
});

/**
 * A major jump shift raised below game (`jumpShift.ts`: 1♣/1♦–2♥/2♠, opener's three-card support at
 * the three level): responder, 19+ HCP, looks for slam with control bids below 4M (3♠ over hearts,
 * then four of a minor) or asks at once with every side suit controlled (key cards under RKCB 1430).
 */
const JUMP_SHIFT_MAJOR_FAMILY: ControlFamily = {
  key: 'ctl-jsm',
  // Opener's minor written out: a variable would keep it from being a control bid's suit.
  starts: ['1C P 2M P 3M P', '1D P 2M P 3M P'],
  trump: 'M',
  levels: [3, 4],
  values: 32,
  secondRound: false,
};

/**
 * The jump shift 1♥–2♠ raised to 3♠: as JUMP_SHIFT_MAJOR_FAMILY with spades written out (a variable
 * would also read 1♠–2♥–3♥, a two-over-one raised); control bids at the four level below 4♠, and the
 * 4NT is Blackwood by aces in both agreements (as after the 3♠ splinter).
 */
const JUMP_SHIFT_SPADES_FAMILY: ControlFamily = {
  key: 'ctl-jss',
  starts: ['1H P 2S P 3S P'],
  trump: 'S',
  levels: [4],
  values: 32,
  secondRound: false,
};

/**
 * A minor agreed at the three level in a forcing auction: opener's raise of a two-over-one minor
 * (1♥/1♠–2m–3m) or of a two-level jump shift (1♣–2♦–3♦). Game is 3NT or 5m; a new suit at the three
 * level still looks for 3NT, so the slam try is four of the minor (`minor3-slam-try`: forcing, in SAYC
 * too, where the two-over-one promised a rebid), and the control bids start over it at the four level:
 * opener, the first to speak after 4m, shows the cheapest control, asks or signs off in 5m (the majors
 * and opener's 1♣ are written out so that they stay suits a control bid may name).
 */
// 1♦–2♣–3♣ too (written `2m` so that the minor stays a variable: 1♦–2♦–3♦, opener's invitation after a
// single raise, reads the same way, game with 10+ HCP). Before, 1♦–2♣–3♣ was passed with 13 and with 20 HCP.
const MINOR_THREE_STARTS = ['1H P 2m P 3m P', '1S P 2m P 3m P', '1C P 2m P 3m P', '1D P 2m P 3m P'];
const MINOR_THREE_FAMILY: ControlFamily = {
  key: 'ctl-m3',
  starts: MINOR_THREE_STARTS.map((s) => `${s} 4m P`),
  trump: 'm',
  levels: [4, 5],
  values: 32,
  secondRound: true,
};

/** Responder after the three-level raise of a minor: the slam try, 3NT, five of the minor. */
const MINOR_THREE_RESPONDER: readonly BidRule[] = [
  {
    name: 'minor3-slam-try',
    forcing: 'round',
    auction: MINOR_THREE_STARTS.join('|'),
    call: '4m',
    // 15+ HCP: opener reads the extras (the two-over-one alone shows 10+).
    when: { hcp: 15, combined: 32 },
    explain: 'Slam try in {m}: 15+ HCP, forcing, control bids follow (3NT would be the game)',
  },
  {
    name: 'minor3-3n',
    auction: MINOR_THREE_STARTS.join('|'),
    call: '3N',
    // 10+ HCP: the two-over-one promised a rebid, and 10 facing an opener with a five-card major and
    // four of the minor is game (before, 1♠–2♦–3♦ was passed with 10 HCP, 11 tricks in diamonds).
    when: { hcp: 10, stopUnbid: true },
    explain: 'To play: game values, the unbid suits stopped',
  },
  {
    name: 'minor3-5m',
    auction: MINOR_THREE_STARTS.join('|'),
    call: '5m',
    when: { pts: 11 },
    explain: 'To play: game in {m}, a suit unstopped for 3NT',
  },
];

/**
 * Control bids above game in other forcing auctions: responder's raise to 4M with values after a
 * two-over-one and opener's 2M (`resp-2over1-raise-game`, 13+ HCP), and after fourth suit forcing and
 * opener's support (`fsf-after-support-game`). Opener with slam values that lacks a control, or holds
 * a void, bids the cheapest control above game, as in HIGH_FAMILY (opener's other calls are any call,
 * `_`, so that their suits stay suits a control bid may name). A hand with every suit controlled asks
 * with 4NT (`slam-try-blackwood`, RKCB).
 */
/** Fourth suit forcing by responder (`resp-fourth-suit`, `resp-fourth-suit-3`) after a one-level major. */
const FOURTH_SUIT = ['1x P 1M P 1z P 2w P', '1x P 1M P 2z P 2w P', '1x P 1M P 2z P 3w P'];
/**
 * Where game in a major was reached without a slam try in the auctions of HIGH_OTHER_FAMILY's last
 * starts (issue 25, session 18): responder's raise to 4M after a two-over-one and opener's new suit
 * or no-trump (opener to call), and opener's 4M after fourth suit forcing, at once or a round later
 * (responder to call).
 */
const GAME_REACHED = ['1M P 2y P _ P 4M P', ...FOURTH_SUIT.flatMap((f) => [`${f} 4M P`, `${f} _ P _ P 4M P`])];
const HIGH_OTHER_FAMILY: ControlFamily = {
  key: 'ctl-high2',
  starts: ['1M P _ P 2M P 4M P', '_ P 1M P _ P _ P 2M P 4M P', '_ P 1M P _ P _ P 3M P 4M P', ...GAME_REACHED],
  trump: 'M',
  levels: [4, 5],
  values: 32,
  secondRound: false,
  aboveGame: true,
};

/**
 * The hand about to raise to 4M in those auctions asks at once with slam values (33 between the hands,
 * no void, an ace): Blackwood, or key cards under RKCB (the answers read the raise of `M` before 4NT).
 */
const ASK_BEFORE_GAME: readonly BidRule[] = [
  {
    name: 'two-over-one-rebid-ask',
    forcing: 'round',
    auction: '1M P 2y P 2M P',
    call: '4N',
    when: { len: { M: 2 }, combined: 33, shortest: 1, aces: [1, 2, 3, 4], above: [['M', 'y']] },
    explain: 'Asks for aces (key cards under Roman Key Card Blackwood): {M} agreed, slam values',
  },
  {
    name: 'fsf-support-ask',
    forcing: 'round',
    auction: ['1x P 1M P 1z P 2w P', '1x P 1M P 2z P 2w P', '1x P 1M P 2z P 3w P']
      .flatMap((f) => [`${f} 2M P`, `${f} 3M P`])
      .join('|'),
    call: '4N',
    when: { len: { M: 5 }, combined: 33, shortest: 1, aces: [1, 2, 3, 4] },
    explain: 'Asks for aces (key cards under Roman Key Card Blackwood): {M} agreed, slam values',
  },
  // Game reached (GAME_REACHED): with every side suit controlled and slam values, ask at once (a hand
  // lacking a control bids it above game, HIGH_OTHER_FAMILY; a minimum passes).
  {
    name: 'high-game-ask',
    forcing: 'round',
    auction: GAME_REACHED.join('|'),
    call: '4N',
    when: {
      len: { M: 2 },
      combined: 33,
      shortest: 1,
      aces: [1, 2, 3, 4],
      controlsBetween: [{ trump: 'M', has: true }],
    },
    explain: 'Asks for aces (key cards under Roman Key Card Blackwood): {M} agreed, slam values',
  },
];

/** The answers to the 4NT asks of the control-bid families `families`: aces, as Blackwood. */
const controlAceAnswers = (families: readonly ControlFamily[]): BidRule[] =>
  ['no ace or all four', 'one ace', 'two aces', 'three aces'].map(
    (text, i): BidRule => ({
      name: `ctl-aces-${i}`,
      auction: families.flatMap(askPositions).join('|'),
      call: `5${'CDHS'[i]!}`,
      when: { aces: i === 0 ? [0, 4] : [i] },
      explain: `Blackwood answer: ${text}`,
    }),
  );

/**
 * The answers to a family's king ask 5NT (after its ace ask and the answer), kings by steps as after
 * plain Blackwood (`KING_ASKS`), which the family's asker reads (`controlKingAsk`). Written out for the
 * families so that under RKCB 1430 the side-king answers (`rkcb-kings-*`, whose tails also fit a control
 * bid of 4♠ before the 4NT) do not answer them: 1♥–3♣–4♣, control bids, 4NT–5♥–5NT was answered 6♦
 * (one side king, spades read as trumps) with ♠K ♦K, and the asker stopped in 6NT with 13 tricks in
 * clubs (challenge seed 31).
 */
const controlKingAnswers = (families: readonly ControlFamily[]): BidRule[] =>
  KINGS.map(
    (text, i): BidRule => ({
      name: `ctl-kings-${i}`,
      auction: families
        .flatMap(askPositions)
        .map((p) => `${p} _ P 5N P`)
        .join('|'),
      call: `6${'CDHS'[i]!}`,
      when: { kings: i === 0 ? [0, 4] : [i] },
      explain: `King ask answer: ${text}`,
    }),
  );

/**
 * Control bids over a minor and after shortness, with their ace asks, answers and placement (tried
 * before every other slam rule, so neither the key-card rules nor the plain Blackwood asker read a
 * control bid as the trump suit). The 2♣ opener raises a positive answer in a minor to set trumps.
 * Under RKCB 1430 (`keys`) the 4NT after shortness asks for key cards in the major, answered and
 * placed by KEY_CARD_BLACKWOOD; over a minor it stays Blackwood by aces: 1430's answers 5♥ and 5♠
 * (and 5♦ over clubs) pass five of the minor, where the asker would have to stop, while the ace
 * asker holds two aces, so the only answer that stops (5♣, none) is at or below 5m.
 */
export function controlSequences(ask: 'aces' | 'keys'): readonly BidRule[] {
  // The families whose 4NT asks for aces (and 5NT then for kings): under RKCB the majors' ask for key cards.
  const asked =
    ask === 'aces'
      ? [
          MINOR_FAMILY,
          SHORTNESS_FAMILY,
          SPLINTER3_FAMILY,
          JUMP_SHIFT_MAJOR_FAMILY,
          JUMP_SHIFT_SPADES_FAMILY,
          MINOR_THREE_FAMILY,
        ]
      : [MINOR_FAMILY, SPLINTER3_FAMILY, JUMP_SHIFT_SPADES_FAMILY, MINOR_THREE_FAMILY];
  return [
    {
      name: 'ctl-2c-raise-minor',
      forcing: 'game',
      auction: '2C P 3m P',
      call: '4m',
      when: { len: { m: 3, H: [0, 4], S: [0, 4] }, any: [{ len: { m: 4 } }, { bal: false }] },
      explain: 'Raise: sets {m} as trumps, slam interest (control bids follow)',
    },
    ...controlFamily(MINOR_FAMILY),
    ...controlFamily(SHORTNESS_FAMILY, ask),
    ...controlFamily(HIGH_FAMILY),
    jacobyFitAsk(),
    ...controlFamily(JACOBY_FIT_FAMILY),
    ...ASK_BEFORE_GAME,
    ...controlFamily(HIGH_OTHER_FAMILY),
    ...controlFamily(SPLINTER3_FAMILY),
    ...controlFamily(JUMP_SHIFT_MAJOR_FAMILY, ask),
    ...controlFamily(JUMP_SHIFT_SPADES_FAMILY),
    ...MINOR_THREE_RESPONDER,
    ...controlFamily(MINOR_THREE_FAMILY),
    ...controlAceAnswers(asked),
    ...controlKingAnswers(asked),
  ];
}

/** The control-bid sequences of SAYC (Blackwood by aces). */
export const CONTROL_SEQUENCES: readonly BidRule[] = controlSequences('aces');

/**
 * The tails of auctions where partner has just raised our major (`M`, the agreed suit), or answered
 * our Jacoby 2NT in it: where a slam try by 4NT knows the trump suit.
 */
const RAISED_TAILS = ['1M P 2M P', '1M P 3M P', '1M P 4M P', '2M P 3M P', '2M P 4M P', '3M P 4M P'];
const RAISED = [...RAISED_TAILS.map((t) => `... ${t}`), '1M P 2N P 3M P', '1M P 2N P 4M P'].join('|');

/**
 * Slam values: this hand's points and partner's expected HCP reach 33, or 31 for the supporting hand
 * with a singleton and four trumps (its ruffing value, as support points count it; a hand with a long
 * trump suit of its own does not ruff in the short hand); no void (an ace ask cannot count it).
 */
const SLAM_VALUES: When = {
  shortest: 1,
  any: [{ combined: 33 }, { combined: 31, shortest: [1, 1], len: { M: [4, 4] } }],
};

/**
 * Responder with slam values after the Stayman answer (SAYC booklet: 4NT over 1NT is quantitative;
 * the same after the answer, fit or not — opener cannot tell whether responder holds the major it
 * showed): 4NT invites 6NT with 16–17 (33 between the hands with a maximum), 6NT with 18–19; opener
 * accepts with 16+. Tried before the ace answers, which would read the 4NT over 2♥/2♠ as Blackwood
 * (or key cards) for the major.
 */
const STAYMAN_QUANTITATIVE: readonly BidRule[] = [
  ...(
    [
      ['1N', 'stayman-quant', 16, 16],
      ['2N', 'stayman-2n-quant', 11, 21],
    ] as const
  ).flatMap(([open, tag, least, max]): BidRule[] => {
    const lvl = open === '1N' ? 2 : 3;
    const answered = `${open} P ${lvl}C P ${lvl}x P`;
    return [
      // Past the small slam as without Stayman: 5NT (forces 6NT, invites 7NT) and 7NT with 38+.
      {
        name: `${tag}-5n`,
        forcing: 'round',
        auction: answered,
        call: '5N',
        when: { hcp: [least + 4, least + 6] },
        explain: 'Quantitative: forces 6NT and invites 7NT',
      },
      {
        name: `${tag}-7n`,
        auction: answered,
        call: '7N',
        when: { hcp: least + 7 },
        explain: 'To play: a grand slam, 38+ HCP between the hands',
      },
      {
        name: `${tag}-6n`,
        auction: answered,
        call: '6N',
        when: { hcp: [least + 2, least + 3] },
        explain: open === '1N' ? 'To play: 18–19 HCP' : 'To play: 13–14 HCP',
      },
      {
        name: `${tag}-4n`,
        auction: answered,
        call: '4N',
        when: { hcp: [least, least + 1] },
        explain: open === '1N' ? 'Quantitative: invites 6NT, 16–17 HCP' : 'Quantitative: invites 6NT, 11–12 HCP',
      },
      {
        name: `${tag}-accept`,
        auction: `${answered} 4N P`,
        call: '6N',
        when: { hcp: max },
        explain: 'Accepts the slam invitation',
      },
      { name: `${tag}-decline`, auction: `${answered} 4N P`, call: 'P', explain: 'Declines the slam invitation' },
    ];
  }),
  // Opener after 1M–3NT (15–17 balanced, at most three of the major): 6NT with 17+ points (33 between
  // the hands with a maximum opposite), a quantitative 4NT with 16–17, accepted with 17 (before, opener
  // always passed; with 15 and 16 accepting, two of seven such slams went down in the slam count).
  {
    name: 'opener-3n-slam',
    auction: '1M P 3N P',
    call: '6N',
    when: { pts: 18 },
    explain: 'To play: 18+ points opposite 15–17',
  },
  {
    name: 'opener-3n-quant',
    auction: '1M P 3N P',
    call: '4N',
    when: { pts: [16, 17] },
    explain: 'Quantitative: 16–17 points, invites 6NT',
  },
  {
    name: 'resp-3n-quant-accept',
    auction: '1M P 3N P 4N P',
    call: '6N',
    when: { hcp: 17 },
    explain: 'Accepts the slam invitation',
  },
  { name: 'resp-3n-quant-decline', auction: '1M P 3N P 4N P', call: 'P', explain: 'Declines the slam invitation' },
  // The same after a Jacoby transfer accepted, with five cards in the major: 4NT invites a slam
  // (16–17 over 1NT, 11–12 over 2NT); opener with a maximum bids six of the major with three+ cards
  // there, else 6NT. Before, such hands passed the transfer (2NT–3♦–3♥–Pass with 32 HCP).
  ...(
    [
      ['1N', 'transfer-quant', [16, 17], 16],
      ['2N', 'transfer-2n-quant', [11, 12], 21],
    ] as const
  ).flatMap(([open, tag, hcp, max]): BidRule[] => {
    const lvl = open === '1N' ? 2 : 3;
    // M is the major the transfer showed (hearts after the 2♦/3♦ transfer, spades after 2♥/3♥).
    const accepted = `${open} P ${lvl}D P ${lvl}M P|${open} P ${lvl}H P ${lvl}M P`;
    const asked = continued(accepted, '4N P');
    return [
      {
        name: `${tag}-4n`,
        auction: accepted,
        call: '4N',
        when: { hcp: [hcp[0], hcp[1]], len: { M: [5, 6] }, longest: ['M'] },
        explain: 'Quantitative: five or six {M}, invites a slam',
      },
      {
        name: `${tag}-slam`,
        auction: accepted,
        call: '6N',
        when: { hcp: [hcp[1] + 1, hcp[1] + 2], len: { M: [5, 6] }, longest: ['M'] },
        explain: 'To play: five or six {M} and slam values (opener may correct to six of it)',
      },
      {
        name: `${tag}-6m`,
        auction: asked,
        call: '6M',
        when: { hcp: max, len: { M: 3 } },
        explain: 'Accepts the slam invitation: a maximum and three+ {M}',
      },
      { name: `${tag}-6n`, auction: asked, call: '6N', when: { hcp: max }, explain: 'Accepts the slam invitation' },
      { name: `${tag}-decline`, auction: asked, call: 'P', explain: 'Declines the slam invitation' },
    ];
  }),
  // Opener's balanced no-trump rebids in the middle of the auction (33 HCP between the hands for
  // 6NT, standard practice): after a one-level answer 2NT shows 18–19, after a two-over-one 2NT
  // 12–14 and 3NT 15–19 (rebids.ts). Responder bids 6NT when the two reach 33 with opener's middle,
  // invites with a quantitative 4NT two points below (opener accepts with the top of the range).
  // Before, responder passed: 1♠–2♣–3NT–Pass with 35 HCP between the hands.
  // The same after opener's 3NT with a long minor (18+ HCP, `opener-3n-long-suit`: its tricks make
  // 13 HCP enough; before, 1♦–1♥–3NT–Pass with 32 HCP and 13 tricks in diamonds, challenge seed 28) and
  // after 2♣–2NT–3NT (opener's 22 balanced: 23–24 bid 4NT and 25+ 6NT at once; before, 2♣–2NT–3NT–Pass
  // with 32 HCP, seeds 28 and 29), and after 2♣–3♣/3♦–3NT (before, passed with 13 HCP and six diamonds
  // to the ace–king, 36 between the hands).
  ...(
    [
      ['resp-2n', '1x P 1y P 2N P', [15, 18], [13, 14], 19, '18–19'],
      ['two-over-one-2n', '1x P 2y P 2N P', [20, 22], [18, 19], 14, '12–14'],
      ['two-over-one-3n', '1x P 2y P 3N P', [16, 20], [14, 15], 18, '15–19'],
      ['resp-3n-long', '1m P 1y P 3N P', [13, 20], [11, 12], 19, '18+ and a long minor'],
      ['2c-pos-3n', '2C P 2N P 3N P', [11, 20], [10, 10], 23, '22'],
      ['2c-pos-minor-3n', '2C P 3m P 3N P', [12, 20], [10, 11], 23, '22+'],
    ] as const
  ).flatMap(([tag, auction, slam, invite, accept, range]): BidRule[] => {
    // After a two-level answer only a two-over-one (y below x): a jump shift has its own rules (jumpShift.ts).
    const when: When = tag.startsWith('two-over-one') ? { above: [['x', 'y']] } : {};
    return [
      {
        name: `${tag}-slam`,
        auction,
        call: '6N',
        when: { ...when, hcp: [slam[0], slam[1]], semi: true },
        explain: `To play: ${slam[0]}+ HCP opposite ${range}`,
      },
      {
        name: `${tag}-quant`,
        auction,
        call: '4N',
        when: { ...when, hcp: [invite[0], invite[1]], semi: true },
        explain: `Quantitative: ${invite[0] === invite[1] ? invite[0] : `${invite[0]}–${invite[1]}`} HCP, invites 6NT`,
      },
      {
        name: `${tag}-quant-accept`,
        auction: `${auction} 4N P`,
        call: '6N',
        when: { ...when, hcp: accept },
        explain: 'Accepts the slam invitation',
      },
      {
        name: `${tag}-quant-decline`,
        auction: `${auction} 4N P`,
        call: 'P',
        when,
        explain: 'Declines the slam invitation',
      },
    ];
  }),
  // The same opposite 1x–1y–2NT (18–19) with a long minor instead of a balanced hand (a five- or six-card
  // minor the longest suit): no-trump still, the minor's tricks counted as the points are (issue 25: before,
  // 3NT and a pass with 32 HCP and 13 tricks, 1♣–1♦–2NT–3NT with ♠7 ♥AQ953 ♦AK743 ♣84, challenge seed 27).
  {
    name: 'resp-2n-long-slam',
    auction: '1x P 1y P 2N P',
    call: '6N',
    when: { hcp: [15, 18], shortest: 1, any: LONG_MINOR },
    explain: 'To play: 15+ HCP and a long minor opposite 18–19',
  },
  {
    name: 'resp-2n-long-quant',
    auction: '1x P 1y P 2N P',
    call: '4N',
    when: { hcp: [13, 14], shortest: 1, any: LONG_MINOR },
    explain: 'Quantitative: 13–14 HCP and a long minor, invites 6NT',
  },
  // Opener's jump rebid (six+ cards, 16–18 points, `opener-jump-rebid`): with two+ cards of it and 33
  // between the hands responder asks with 4NT (Blackwood, key cards for a major under RKCB), balanced
  // without that fit 6NT (4NT would ask). Before, 1♣–1♦–3♣–3NT–Pass with 32 HCP and 12 tricks in three strains.
  {
    name: 'jump-rebid-ask',
    forcing: 'round',
    auction: '1x P 1y P 3x P',
    call: '4N',
    when: { len: { x: 2 }, combined: 33, shortest: 1, aces: [1, 2, 3, 4] },
    explain: 'Asks for aces (key cards for a major under Roman Key Card Blackwood): {x} agreed, slam values',
  },
  // The same after a two-over-one (1x–2y–3x, forcing to game: 10+ opposite 16+).
  {
    name: 'two-over-one-jump-ask',
    forcing: 'round',
    auction: '1x P 2y P 3x P',
    call: '4N',
    when: { len: { x: 2 }, combined: 33, shortest: 1, aces: [1, 2, 3, 4], above: [['x', 'y']] },
    explain: 'Asks for aces (key cards for a major under Roman Key Card Blackwood): {x} agreed, slam values',
  },
  {
    name: 'jump-rebid-nt-slam',
    auction: '1x P 1y P 3x P',
    call: '6N',
    when: { semi: true, combined: 33 },
    explain: 'To play: balanced, 33+ HCP between the hands',
  },
];

/**
 * A major fit found at a low level by a hand of few losers (issue 25, the bidding challenges): the
 * losing-trick count (Klinger, "The Modern Losing Trick Count": 24 less both hands' losers is the
 * tricks a fit takes) gives twelve tricks to four losers opposite an opening's seven or eight
 * (opener's raise of our major, opener's one-level rebid in a major we hold four of). Such a hand
 * holding every side suit controlled and four controls asks for aces (key cards under RKCB) instead
 * of bidding game: points alone undervalue it (seed 27: ♠AK87 ♥7 ♦KQJ9632 ♣5 after 1♣–1♦–1♠ bid 4♠
 * with 12 tricks in spades). No void: an ace ask cannot count it.
 */
const FIT_LOSERS_ASK: readonly BidRule[] = [
  {
    name: 'fit-losers-ask',
    forcing: 'round',
    auction: '1x P 1M P 2M P|1x P 1y P 1M P',
    call: '4N',
    when: {
      len: { M: 4 },
      ltc: [0, 4],
      combined: 26,
      shortest: 1,
      aces: [1, 2, 3, 4],
      controlsBetween: [{ trump: 'M', has: true }],
      all: [FOUR_CONTROLS],
    },
    explain: 'Asks for aces (key cards under Roman Key Card Blackwood): {M} agreed, four losers or fewer',
  },
  // The 2♣ opener after 2♣–2♦–2M and the weak raise to game (`2c-raise-weak`: three trumps, 0–7 HCP, nine
  // or ten losers): two losers or fewer make twelve tricks, so it asks, holding two aces (a 5♣ answer
  // leaves five of the major). Before, ♠AK97 ♥AKJ865 ♦AKQ ♣– passed 4♥ opposite ♠J4 ♥Q94 ♦97 ♣QJ9542
  // with 13 tricks (challenge seed 29). Not with three: ♠J ♥AQT862 ♦AT ♣AKQ2 went down in 6♥ and
  // ♠6 ♥AQJ74 ♦KQ643 ♣AK in 5♥ opposite ten losers (seed 31).
  {
    name: '2c-weak-raise-ask',
    forcing: 'round',
    auction: '2C P 2D P 2M P 4M P',
    call: '4N',
    when: { ltc: [0, 2], aces: [2, 3, 4] },
    explain: 'Asks for aces (key cards under Roman Key Card Blackwood): {M} raised, two losers or fewer',
  },
  // The 2♣ opener facing a raise of its minor (`2c-minor-raised-ask` wants 23+ HCP): three losers and every
  // side suit controlled, Blackwood by aces. Before, ♠2 ♥KQJ8 ♦AKQ42 ♣AK8 bid 5♦ over 2♣–2♦–3♦–4♦ opposite ♠A4 ♥AT9754 ♦9763 ♣9, 13 tricks (seed 29).
  {
    name: '2c-minor-raised-losers-ask',
    forcing: 'round',
    auction: '2C P 2D P 3x P 4x P',
    call: '4N',
    when: {
      above: [['H', 'x']],
      ltc: [0, 3],
      aces: [2, 3, 4],
      shortest: 1,
      // The trump ace and king too: an ace ask cannot find the king (♦AQJ873 went down in 6♦ with the ♦K
      // and an ace missing, slam count, seed 25).
      holds: { x: 'AK' },
      controlsBetween: [{ trump: 'x', has: true }],
    },
    explain: 'Asks for aces: {x} agreed, three losers or fewer facing a raise',
  },
  // The 2♣ opener facing a positive answer in a major that partner has rebid to game, at once or after
  // two more rounds: 30+ between the hands, 33 with 24+ HCP or with a fit. Holding every side suit
  // controlled and two aces it asks rather than pass. Before, ♠AJ32 ♥AK ♦A7 ♣KQJ62 passed
  // 2♣–2♠–3♠–4♣–4♦–4♠ opposite ♠KQT74 ♥QJ9 ♦QJ9 ♣A7 with 13 tricks (challenge seed 27). Not after a
  // suit of the opener's own at the three level: the key-card answers would read 3♥–4♣–4♦–4♠ as
  // control bids over hearts.
  {
    name: '2c-positive-game-ask',
    forcing: 'round',
    auction: `${['3M', '2N', '3N'].map((c) => `2C P 2M P ${c} P _ P _ P 4M P`).join('|')}|2C P 2M P _ P 4M P`,
    call: '4N',
    when: {
      len: { M: 2 },
      shortest: 1,
      aces: [2, 3, 4],
      controlsBetween: [{ trump: 'M', has: true }],
      any: [{ hcp: 24 }, { hcp: 22, len: { M: 3 } }],
    },
    explain: 'Asks for aces (key cards under Roman Key Card Blackwood): 22+ HCP facing a positive answer in {M}',
  },
];

/** SAYC: Blackwood 4NT (by aces) once a major is agreed and the partnership has slam values. */
export const SLAM_TRY_BLACKWOOD: readonly BidRule[] = [
  ...STAYMAN_QUANTITATIVE,
  ...CONTROL_SEQUENCES,
  ...FIT_LOSERS_ASK,
  // With a void (an ace ask cannot count it) or a long suit short of top honours, five of the major
  // asks partner to bid the slam with a top trump honour (the ace, king or queen). The asker holds one
  // itself, so that two of the three are in the hands after a yes: without one (♥JT9653 after
  // 1♥–1♠–3♥–4♥) partner's single honour left two trump tricks to lose (seed 25's slam check).
  {
    name: 'slam-try-trumps',
    auction: RAISED,
    call: '5M',
    when: { combined: 33, len: { M: 6 }, top3: { M: [1, 3] }, any: [{ shortest: [0, 0] }, { top3: { M: [1, 1] } }] },
    explain: 'Slam try: bid six with a top trump honour',
  },
  {
    name: 'slam-trumps-accept',
    auction: [2, 3, 4].map((l) => `... ${l}M P 5M P`).join('|'),
    call: '6M',
    when: { top3: { M: [1, 3] } },
    explain: 'Accepts the slam try: a top trump honour',
  },
  {
    name: 'slam-trumps-decline',
    auction: [2, 3, 4].map((l) => `... ${l}M P 5M P`).join('|'),
    call: 'P',
    explain: 'Declines the slam try',
  },
  {
    name: 'slam-try-blackwood',
    forcing: 'round',
    auction: RAISED,
    call: '4N',
    // With a side suit neither ace, king nor shortness controls, a control bid asks instead (CONTROL_BIDS).
    when: { ...SLAM_VALUES, aces: [1, 2, 3, 4], controlsBetween: [{ trump: 'M', has: true }] },
    explain: 'Blackwood: asks for aces (slam values with a fit)',
  },
  {
    name: 'raise-4-ask',
    forcing: 'round',
    auction: '1x P 1M P 4M P',
    call: '4N',
    when: { ...JUMP_RAISE_ASK, aces: [1, 2, 3, 4] },
    explain: 'Blackwood: asks for aces, 13+ HCP facing the jump to game',
  },
];

/**
 * The auction's ends just before a key-card 4NT: a raise of `M` at one of `levels`, or an exchange of
 * control bids after 3M (CONTROL_BIDS); `trump` replaces `M` where a rule is for one major.
 */
const agreedTails = (levels: readonly number[], trump = 'M'): string[] =>
  [
    // Longest first: a control bid of 4♥ over spades is not a raise of hearts (M binds to the first that fits).
    // A second round of control bids over the major (controlBids' `cue-second`), then one exchange.
    '3M P 3x P 4y P 4w P',
    '3M P 4x P 4y P 4w P',
    '3M P 3x P 4y P',
    '3M P 4x P 4y P',
    // The answerer's ask over the first control bid (`-answer-rkcb`, `cue-answer-rkcb`): the raise to
    // three (a jump shift's, a limit raise, Jacoby's 3M, a 2♣ positive's), then the control bid. Written
    // out: a bare `3M P 4x P` would also read 1♠–3♦–3♠–4♥–4NT as key cards for spades, not hearts; and
    // Jacoby's 3M from the opening, since `2N P 3M P` read the shortness answer 1♥–2NT–3♠–4♥ as spades.
    ...['2M P 3M P', '1M P 3M P', '1M P 2N P 3M P'].flatMap((t) => [`${t} 3x P`, `${t} 4x P`]),
    ...levels.map((l) => `${l}M P`),
  ].map((t) => t.replaceAll('M', trump));
/**
 * The auctions with shortness shown where 4NT may come (SHORTNESS_FAMILY: at once, or after an
 * exchange of control bids), written from the opening: under RKCB they ask for key cards too.
 */
const SHORT_TAILS = ['1M P 2N P 3z P', '1M P 4z P'].flatMap((t) => [t, `${t} _ P`, `${t} _ P _ P`]);
/** The shortness auctions (SHORT_TAILS) only, then 4NT and one of the void `answers`, as one pattern. */
const shortTailsVoid = (answers: readonly string[]): string =>
  answers.flatMap((a) => SHORT_TAILS.map((t) => `${t} 4N P ${a} P`)).join('|');
/** The auctions ending with `agreed tail` + `rest`, as one pattern. */
const tails = (levels: readonly number[], rest: string, trump = 'M'): string =>
  [
    // The shortness auctions first: their control bids (4♥ over spades) are not raises of hearts.
    ...SHORT_TAILS.map((t) => `${t.replaceAll('M', trump)} ${rest}`),
    ...agreedTails(levels, trump).map((t) => `... ${t} ${rest}`),
  ].join('|');
/** The tails after partner raised `M` and we asked with 4NT, then partner's answer `answer` (for the asker). */
// Level 1 too: the answerer reads `... 1M P 4N P` as key cards for M (ANSWERER), so the asker must place them.
const askerAfter = (answer: string): string => tails([1, 2, 3, 4], `4N P ${answer} P`);
/** The tails after our raise of partner's `M` and partner's 4NT (for the one who answers). */
const ANSWERER = tails([1, 2, 3, 4], '4N P');
/** The tails after the answer `answer` and the asker's `ask` (for the one who answers again). */
const answererAfter = (answer: string, ask: string): string => tails([1, 2, 3, 4], `4N P ${answer} P ${ask} P`);

/**
 * How many key cards the asker may hold after the answer of two (5♥, 5♠), by what is then missing;
 * over 5♣ (one or four) and 5♦ (none or three) the asker reads partner's number (`keysWith`).
 */
const MISSING: Readonly<Record<'5H' | '5S', { none: number[]; one: number[]; two: number[] }>> = {
  '5H': { none: [3], one: [2], two: [0, 1] },
  '5S': { none: [3], one: [2], two: [0, 1] },
};

const SIGN_OFF_KC = 'Sign-off: two key cards are missing';
const SLAM_KC = 'Small slam: at most one key card is missing, and the trump queen is ours';
const QUEEN_ASK = 'Asks for the trump queen';
const KING_ASK_KC = 'Asks for kings: every key card and the trump queen are ours (grand slam interest)';
const SIDE_KINGS = ['no side king', 'one side king', 'two side kings', 'three side kings'] as const;
/** King counts from `n` (at least 0) up to four. */
const atLeast = (n: number): number[] => [0, 1, 2, 3, 4].filter((k) => k >= n);

/** The asker's continuation after one Roman Key Card answer. */
function askerRules(answer: '5C' | '5D' | '5H' | '5S'): BidRule[] {
  const m = MISSING[answer === '5S' ? '5S' : '5H'];
  const tag = answer.slice(1).toLowerCase();
  const auction = askerAfter(answer);
  const queenKnown = answer === '5S';
  // Over 5♣ and 5♦ the asker reads partner's number from its own key cards and the auction (`keysWith`).
  const kc = (missing: 'none' | 'one' | 'two'): When =>
    answer === '5C' || answer === '5D'
      ? { keysWith: ['M', answer, { none: [5], one: [4], two: [0, 1, 2, 3] }[missing]] }
      : { keys: ['M', m[missing]] };
  return [
    // 5♥ answered over hearts: stopping means passing it.
    ...(answer === '5H'
      ? [
          {
            name: 'rkcb-h-pass',
            auction: tails([1, 2, 3, 4], '4N P 5H P', 'H'),
            call: 'P',
            // Hearts agreed: the asker holds four of them, or no more spades. The tails read Jacoby 2NT's
            // shortness answer 1♠–2NT–3♥ as hearts raised to three; before, the spade asker passed 5♥ there.
            when: {
              any: [{ len: { H: 4 } }, { asLong: [['H', 'S']] }],
              all: [{ any: [{ keys: ['H', m.two] }, { keys: ['H', m.one], not: { holds: { H: 'Q' } } }] }],
            } as When,
            explain: 'To play: two key cards, or a key card and the trump queen, are missing',
          },
        ]
      : []),
    { name: `rkcb-${tag}-signoff`, auction, call: '^M', when: kc('two'), explain: SIGN_OFF_KC },
    // Every key card and the trump queen with 33+ between the hands: the king ask (before, 36; a
    // limit raise's 11 opposite 21 stopped in 6♥ with 13 tricks, ♠AJ98 ♥AKQ63 ♦K83 ♣A opposite ♠732
    // ♥JT4 ♦A2 ♣KQJ93, challenge seed 28). No answer passes six of the trump without completing two kings.
    {
      name: `rkcb-${tag}-king-ask`,
      forcing: 'round',
      auction,
      call: '5N',
      // Or thirteen top tricks once partner shows the side kings this hand lacks (a solid suit).
      when: {
        ...kc('none'),
        any: [{ combined: 33 }, countsThirteen('M', true)],
        ...(queenKnown ? {} : { holds: { M: 'Q' } }),
      },
      explain: KING_ASK_KC,
    },
    {
      name: `rkcb-${tag}-slam`,
      auction,
      call: '6M',
      when: { any: [kc('none'), kc('one')], ...(queenKnown ? {} : { holds: { M: 'Q' } }) },
      explain: SLAM_KC,
    },
    ...(answer === '5C' || answer === '5D'
      ? [
          {
            name: `rkcb-${tag}-queen-ask`,
            forcing: 'round' as const,
            auction,
            // The next step that is not the trump suit.
            call: answer === '5C' ? '5D' : '^oM',
            when: { any: [kc('none'), kc('one')] },
            explain: QUEEN_ASK,
          },
        ]
      : answer === '5S'
        ? []
        : [
            {
              name: `rkcb-${tag}-no-queen-slam`,
              auction,
              call: '6M',
              when: kc('none'),
              explain: 'Small slam: every key card is ours, only the trump queen is missing',
            },
            {
              name: `rkcb-${tag}-no-queen-stop`,
              auction,
              call: '^M',
              explain: 'Sign-off: a key card and the trump queen are missing',
            },
          ]),
  ];
}

/**
 * Roman Key Card Blackwood 1430 over an agreed major, as a partnership agreement (`withKeyCards`):
 * the ask, the answers (5♣ one or four key cards, 5♦ none or three, 5♥ two without the trump queen,
 * 5♠ two with it), the asker's sign-off, slam, queen ask (the next step that is not the trump suit;
 * answers: without the queen the cheapest trump bid, with it 6 of the trump or 5NT when that would
 * be the denial) and king ask (5NT: side kings counted by steps, grand slam with all three, or two and 36+ points).
 */
export const KEY_CARD_BLACKWOOD: readonly BidRule[] = [
  {
    name: 'rkcb-ask',
    forcing: 'round',
    auction: RAISED,
    call: '4N',
    when: { ...SLAM_VALUES, keys: ['M', [1, 2, 3, 4, 5]], controlsBetween: [{ trump: 'M', has: true }] },
    explain: 'Roman Key Card Blackwood: asks for key cards (the four aces and the trump king)',
  },
  {
    name: 'raise-4-rkcb',
    forcing: 'round',
    auction: '1x P 1M P 4M P',
    call: '4N',
    when: { ...JUMP_RAISE_ASK, keys: ['M', [1, 2, 3, 4, 5]] },
    explain: 'Roman Key Card Blackwood: asks for key cards, 13+ HCP facing the jump to game',
  },
  // Voids (RKCB 1430 as commonly played): 5NT two key cards and a useful void; six of a suit below
  // the trump one or three and a void there; six of the trump one or three and a void in a higher
  // suit. Useful: not the trump nor a suit partner bid (partner's length or control makes it waste).
  {
    name: 'rkcb-void-2',
    auction: ANSWERER,
    call: '5N',
    when: { keys: ['M', [2]], usefulVoid: ['M'] },
    explain: 'Key cards: two, and a useful void',
  },
  {
    name: 'rkcb-void-odd',
    auction: ANSWERER,
    call: '6w',
    when: { keys: ['M', [1, 3]], len: { w: [0, 0] }, usefulVoid: ['M', 'w'], above: [['M', 'w']] },
    explain: 'Key cards: one or three, and a void in {w}',
  },
  {
    name: 'rkcb-void-odd-spades',
    auction: tails([1, 2, 3, 4], '4N P', 'H'),
    call: '6H',
    when: { keys: ['H', [1, 3]], len: { S: [0, 0] }, usefulVoid: ['H', 'S'] },
    explain: 'Key cards: one or three, and a void in ♠',
  },
  { name: 'rkcb-1-4', auction: ANSWERER, call: '5C', when: { keys: ['M', [1, 4]] }, explain: 'Key cards: one or four' },
  {
    name: 'rkcb-0-3',
    auction: ANSWERER,
    call: '5D',
    when: { keys: ['M', [0, 3]] },
    explain: 'Key cards: none or three',
  },
  {
    name: 'rkcb-2-no-queen',
    auction: ANSWERER,
    call: '5H',
    when: { keys: ['M', [2, 5]], not: { holds: { M: 'Q' } } },
    explain: 'Key cards: two, without the trump queen',
  },
  {
    name: 'rkcb-2-queen',
    auction: ANSWERER,
    call: '5S',
    when: { keys: ['M', [2, 5]] },
    explain: 'Key cards: two, with the trump queen',
  },
  ...askerRules('5C'),
  ...askerRules('5D'),
  ...askerRules('5H'),
  ...askerRules('5S'),
  // Kantar ("Roman Keycard Blackwood"): an asker who cannot tell one key card from four (none from
  // three) assumes the lower and signs off; partner holding the higher number bids the slam. Before
  // the queen answers: a control bid of 4♥ over spades would read 5♠ as a queen ask in hearts.
  {
    name: 'rkcb-higher-slam',
    auction: `${answererAfter('5C', '5M')}|${answererAfter('5D', '5M')}`,
    call: '6M',
    // Four after 5♣, three after 5♦ (5♣ is never three, 5♦ never four).
    when: { keys: ['M', [3, 4]] },
    explain: 'Small slam: partner signed off reading the lower number of key cards; this hand holds the higher',
  },
  // Else partner's five of the major is passed, before the queen answers: after a 4♥ control bid over
  // spades, 4NT–5♦–5♠ (the sign-off) would read as a queen ask in hearts (slam count, seed 25, deal 1129:
  // 6♥ in a 4–1 fit).
  {
    name: 'rkcb-signoff-pass',
    auction: `${answererAfter('5C', '5M')}|${answererAfter('5D', '5M')}`,
    call: 'P',
    explain: 'To play: partner signed off, two key cards are missing',
  },
  {
    name: 'rkcb-higher-slam-pass',
    auction: ['5C', '5D'].map((a) => tails([1, 2, 3, 4], `4N P ${a} P 5M P 6M P`)).join('|'),
    call: 'P',
    explain: 'To play: partner holds the higher number of key cards',
  },
  // Answers to the queen ask (5♦ over 5♣, the next non-trump step over 5♦).
  {
    name: 'rkcb-queen-yes-5n',
    auction: tails([1, 2, 3, 4], '4N P 5D P 5S P', 'H'),
    call: '5N',
    when: { holds: { H: 'Q' } },
    explain: 'The trump queen (6♥ would deny it)',
  },
  {
    name: 'rkcb-queen-yes',
    auction: `${answererAfter('5C', '5D')}|${answererAfter('5D', '5oM')}`,
    call: '6M',
    when: { holds: { M: 'Q' } },
    explain: 'The trump queen',
  },
  {
    name: 'rkcb-queen-no',
    auction: `${answererAfter('5C', '5D')}|${answererAfter('5D', '5oM')}`,
    call: '^M',
    explain: 'No trump queen',
  },
  // The asker after the queen answers.
  {
    name: 'rkcb-queen-shown-slam',
    auction: tails([1, 2, 3, 4], '4N P 5D P 5S P 5N P', 'H'),
    call: '6H',
    explain: 'Small slam: the trump queen is ours',
  },
  {
    name: 'rkcb-queen-denied-slam',
    auction: tails([1, 2, 3, 4], '4N P 5C P 5D P 5M P'),
    call: '6M',
    when: { keysWith: ['M', '5C', [5]] },
    explain: 'Small slam: every key card is ours, only the trump queen is missing',
  },
  {
    name: 'rkcb-queen-denied-slam-d',
    auction: tails([1, 2, 3, 4], '4N P 5D P 5oM P 5M P'),
    call: '6M',
    when: { keysWith: ['M', '5D', [5]] },
    explain: 'Small slam: every key card is ours, only the trump queen is missing',
  },
  {
    name: 'rkcb-queen-answer-pass',
    auction: ['5C P 5D P 5M P', '5D P 5oM P 5M P', '5C P 5D P 6M P', '5D P 5oM P 6M P']
      .map((end) => tails([1, 2, 3, 4], `4N P ${end}`))
      .join('|'),
    call: 'P',
    explain: 'To play',
  },
  // The asker after a void answer places the contract: a grand slam with every key card and the
  // trump queen between the hands, else the small slam.
  // After shortness first: the tails' raise `3M P` also reads Jacoby's shortness answer (1♥–2NT–3♠) as
  // spades agreed, and a void in either major answered there (6♥) was placed in 6♠ (seed 30, a 0–2 fit).
  {
    name: 'rkcb-void-short-grand',
    auction: shortTailsVoid(['5N']),
    call: '7M',
    when: { keys: ['M', [3]], holds: { M: 'Q' } },
    explain: 'Grand slam: every key card and the trump queen are ours, and partner has a void',
  },
  {
    name: 'rkcb-void-short-grand-odd',
    auction: shortTailsVoid(['6C', '6D', '6H', '6S']),
    call: '7M',
    when: { keys: ['M', [4]], holds: { M: 'Q' } },
    explain: 'Grand slam: every key card and the trump queen are ours, and partner has a void',
  },
  // Six of the trump itself is passed (the call 6M is then not legal, and the next rule passes).
  {
    name: 'rkcb-void-short-slam',
    auction: shortTailsVoid(['5N', '6C', '6D', '6H']),
    call: '6M',
    explain: 'Small slam: the void shown, at most one key card missing',
  },
  {
    name: 'rkcb-void-short-pass',
    auction: shortTailsVoid(['6H', '6S']),
    call: 'P',
    explain: 'To play: the void shown, at most one key card missing',
  },
  {
    name: 'rkcb-void-grand',
    auction: tails([1, 2, 3, 4], '4N P 5N P'),
    call: '7M',
    when: { keys: ['M', [3]], holds: { M: 'Q' } },
    explain: 'Grand slam: every key card and the trump queen are ours, and partner has a void',
  },
  {
    name: 'rkcb-void-grand-odd',
    auction: [tails([1, 2, 3, 4], '4N P 6w P'), tails([1, 2, 3, 4], '4N P 6M P')].join('|'),
    call: '7M',
    when: { keys: ['M', [4]], holds: { M: 'Q' } },
    explain: 'Grand slam: every key card and the trump queen are ours, and partner has a void',
  },
  {
    name: 'rkcb-void-slam',
    auction: [tails([1, 2, 3, 4], '4N P 5N P'), tails([1, 2, 3, 4], '4N P 6w P')].join('|'),
    call: '6M',
    explain: 'Small slam: the void shown, at most one key card missing',
  },
  {
    name: 'rkcb-void-pass',
    auction: tails([1, 2, 3, 4], '4N P 6M P'),
    call: 'P',
    explain: 'To play: the void shown, at most one key card missing',
  },
  // Answers to the king ask: side kings (not the trump king) by steps.
  ...SIDE_KINGS.map(
    (k, i): BidRule => ({
      name: `rkcb-kings-${i}`,
      auction: (['5C', '5D', '5H', '5S'] as const).map((a) => answererAfter(a, '5N')).join('|'),
      call: `6${'CDHS'[i]!}`,
      when: {
        any: [
          { kings: i === 0 ? [0] : [i], not: { holds: { M: 'K' } } },
          { kings: [i + 1], holds: { M: 'K' } },
        ],
      },
      explain: `King ask answer: ${k}`,
    }),
  ),
  // The asker after the king answer: a grand slam with every side king between the hands (the trumps
  // solid, every suit's first two rounds ours), or two of the three with 36+ points between them. Before,
  // two were enough from any strength: with the king ask at 33 that bid 7♠ missing the ♦K (♠AJ32 ♥AK ♦A7
  // ♣KQJ62 opposite ♠KQT74 ♥QJ9 ♦QJ9 ♣A7).
  {
    name: 'rkcb-grand-7n',
    auction: (['5C', '5D', '5H', '5S'] as const).map((a) => tails([1, 2, 3, 4], `4N P ${a} P 5N P _ P`)).join('|'),
    call: '7N',
    when: { kingsComplete: 'M', ...countsThirteen('M', true) },
    explain: GRAND_NT,
  },
  ...[0, 1, 2, 3].flatMap((shown): BidRule[] => [
    {
      name: `rkcb-grand-${shown}`,
      auction: (['5C', '5D', '5H', '5S'] as const)
        .map((a) => tails([1, 2, 3, 4], `4N P ${a} P 5N P 6${'CDHS'[shown]!} P`))
        .join('|'),
      call: '7M',
      when: {
        any: [
          { kings: atLeast(3 - shown), not: { holds: { M: 'K' } } },
          { kings: atLeast(4 - shown), holds: { M: 'K' } },
          {
            combined: 36,
            any: [
              { kings: atLeast(2 - shown), not: { holds: { M: 'K' } } },
              { kings: atLeast(3 - shown), holds: { M: 'K' } },
            ],
          },
        ],
      },
      explain: 'Grand slam: every key card, the trump queen and enough side kings',
    },
  ]),
  {
    name: 'rkcb-kings-small-slam',
    auction: (['5C', '5D', '5H', '5S'] as const)
      .flatMap((a) => [...'CDHS'].map((k) => tails([1, 2, 3, 4], `4N P ${a} P 5N P 6${k} P`)))
      .join('|'),
    call: '6M',
    explain: 'Small slam: too few side kings for a grand slam',
  },
];

/**
 * Where a control bid can start: partner has just raised our major to three (a limit raise, opener's
 * jump raise, a raise of a positive answer to 2♣) or answered our Jacoby 2NT with 3M (18+ points).
 * A new suit above 3M commits to game, so it asks about slam (standard expert practice).
 */
// A raise of a 2♣ positive is written from the opening: `... 2M P 3M P` would also read 1♠–1NT–2♥–3♥.
const CUE_START = ['1M P 3M P', '1M P 2N P 3M P', '2C P 2M P 3M P'];
/** The agreement, then the first control bid `first` and more calls `rest`, as one pattern. */
const cueTails = (rest: string): string =>
  CUE_START.flatMap((t) => ['3x', '4x'].map((c) => `... ${t} ${c} P${rest ? ` ${rest}` : ''}`)).join('|');
/** The agreement, the first control bid (x) and partner's control bid (y). */
const CUE_EXCHANGE = CUE_START.flatMap((t) => ['3x P 4y P', '4x P 4y P'].map((c) => `... ${t} ${c}`)).join('|');

/** The agreement, the exchange, and the first bidder's second-round control bid (w), as one pattern. */
const CUE_SECOND_TAILS = CUE_START.flatMap((t) => ['3x P 4y P 4w P', '4x P 4y P 4w P'].map((c) => `... ${t} ${c}`));
const CUE_SECOND = CUE_SECOND_TAILS.join('|');
/** The second round, partner's 4NT and the answer `answer`. */
const cueSecondAnswered = (answer: string): string => CUE_SECOND_TAILS.map((t) => `${t} 4N P ${answer} P`).join('|');

/**
 * Slam interest for a control bid: this hand's points and partner's shown HCP reach 32 (`more` 1:
 * 33), or a hand of four losers (the losing-trick count: 24 less both hands' losers, four and a
 * limit raise's eight, is twelve tricks) with 27 (28) between the hands, or 22 support points with a void.
 */
const cueValues = (more: 0 | 1): When => ({
  any: [
    { combined: 32 + more },
    { combined: 27 + more, ltc: [0, 4] },
    // A void counts once the fit is known (support points: a void 5): 22 of them opposite a limit raise's
    // 10+ (1♠–3♠ with ♠AJ7643 ♥AJT8 ♦– ♣AKT bid 4♠ and passed with 13 tricks). Not a singleton: with
    // one, 18 HCP opposite a limit raise went down in 6♥ and 6♠ (slam count, seed 25, deals 298, 1129).
    { sup: ['M', 22, 40], shortest: [0, 0] },
  ],
});

/**
 * Control bids (cue bids of first- or second-round controls: the ace or king, a singleton or a void)
 * once a major is agreed and game is certain, after the standard expert method: the cheapest
 * control is bid first ("up the line"), so a suit skipped denies a control; partner shows the next
 * control or signs off in game, and once every side suit is controlled between the hands the
 * control bidder asks with 4NT (`ask`: Blackwood by aces in SAYC, key cards under the RKCB agreement)
 * — or bids the slam holding a void, which an ace ask cannot count. The hand that holds every
 * control and slam values asks at once (SLAM_TRY_BLACKWOOD, KEY_CARD_BLACKWOOD): the control bids
 * come before the ask, or instead of it, when a control is missing. Control bids below 3NT (3♠ over
 * 3♥) are alerted; above 3NT no regulation asks for an alert after the first round.
 */
export function controlBids(ask: 'aces' | 'keys'): readonly BidRule[] {
  const partnerCovers = { trump: 'M', before: 'x', has: true } as const;
  const askName = ask === 'aces' ? 'cue-blackwood' : 'cue-rkcb';
  return [
    {
      name: 'cue-first',
      forcing: 'round',
      alert: 'alert',
      auction: CUE_START.map((t) => `... ${t}`).join('|'),
      call: '^x',
      when: {
        ...cueValues(0),
        len: { M: 4 },
        controls: ['x'],
        cueOrder: ['M', 'x'],
        controlsBetween: [{ trump: 'M', before: 'x', has: false }],
      },
      explain: 'Control bid: first- or second-round control in {x}, slam interest; denies one in a side suit skipped',
    },
    {
      name: 'cue-answer',
      forcing: 'round',
      alert: 'alert',
      auction: cueTails(''),
      call: '^y',
      when: {
        controls: ['y'],
        cueOrder: ['M', 'x', 'y'],
        controlsBetween: [partnerCovers, { trump: 'M', after: 'x', before: 'y', has: false }],
      },
      explain: "Control bid: first- or second-round control in {y}, and in the suits partner's control bid skipped",
    },
    // Partner's control bid skipped only suits this hand controls, and it controls every suit above it
    // too, with none to show below game: every side suit is controlled between the hands, so it asks
    // (as `-answer-ask` in the control-bid families).
    {
      name: ask === 'aces' ? 'cue-answer-ask' : 'cue-answer-rkcb',
      forcing: 'round',
      auction: cueTails(''),
      call: '4N',
      when: {
        shortest: 1,
        ...(ask === 'keys' ? { keys: ['M', [1, 2, 3, 4, 5]] as const } : { aces: [1, 2, 3, 4] }),
        controlsBetween: [partnerCovers, { trump: 'M', after: 'x', has: true }],
      },
      explain:
        ask === 'aces'
          ? `Blackwood: asks for aces; ${ANSWER_ASK}`
          : `Roman Key Card Blackwood: asks for key cards; ${ANSWER_ASK}`,
    },
    {
      name: 'cue-signoff',
      auction: cueTails(''),
      call: '4M',
      explain: "Sign-off in game: no control to show above partner's, or none in a suit partner skipped",
    },
    // A second round below game (4♥ over spades after 4♣–4♦, 4♦ over hearts after 3♠–4♣) by a hand
    // with every side suit controlled between the hands but only a little to spare: partner judges.
    {
      name: 'cue-second',
      forcing: 'round',
      auction: CUE_EXCHANGE,
      call: '4w',
      when: {
        any: [{ combined: [32, 33] }, { combined: [27, 31], ltc: [0, 4] }],
        shortest: 1,
        controls: ['w'],
        above: [['M', 'w']],
        cueOrder: ['M', 'y', 'w'],
        controlsBetween: [
          { trump: 'M', after: 'x', before: 'y', has: true },
          { trump: 'M', after: 'y', before: 'w', has: false },
          { trump: 'M', after: 'y', has: true },
        ],
      },
      explain: 'Second round of control bids: control in {w} too; every side suit is controlled, a little to spare',
    },
    {
      name: askName,
      forcing: 'round',
      auction: CUE_EXCHANGE,
      call: '4N',
      when: {
        ...cueValues(0),
        shortest: 1,
        ...(ask === 'keys' ? { keys: ['M', [1, 2, 3, 4, 5]] as const } : { aces: [1, 2, 3, 4] }),
        controlsBetween: [
          { trump: 'M', after: 'x', before: 'y', has: true },
          { trump: 'M', after: 'y', has: true },
        ],
      },
      explain:
        ask === 'aces'
          ? 'Blackwood: asks for aces; every side suit is controlled between the hands'
          : 'Roman Key Card Blackwood: asks for key cards; every side suit is controlled between the hands',
    },
    {
      name: 'cue-void-slam',
      auction: CUE_EXCHANGE,
      call: '6M',
      when: {
        ...cueValues(1),
        shortest: [0, 0],
        controlsBetween: [
          { trump: 'M', after: 'x', before: 'y', has: true },
          { trump: 'M', after: 'y', has: true },
        ],
      },
      explain: 'Small slam: every side suit is controlled between the hands, and a void (no ace ask)',
    },
    {
      name: 'cue-stop',
      auction: CUE_EXCHANGE,
      call: '4M',
      explain: 'Sign-off in game: a side suit may be uncontrolled, or too little for slam',
    },
    { name: 'cue-signoff-pass', auction: cueTails('4M P'), call: 'P', explain: 'To play: game' },
    // Partner, the first control bidder, stopped in game after our control bid (`cue-stop`): it had the
    // values for its control bid, so it lacked a control above ours, an ace, or held a void. This hand
    // controls every side suit above its control bid, skipped none between partner's and its own, holds two
    // aces and the values of a strong hand: it asks. Before, 2♣–2♠–3♠–4♣–4♦–4♠ was passed with ♠AJ32 ♥AK
    // ♦A7 ♣KQJ62 opposite ♠KQT74 ♥QJ9 ♦QJ9 ♣A7, 13 tricks (challenge seed 27).
    {
      // One name in both agreements (`withKeyCards` keeps it; under RKCB the answers are key cards).
      name: 'cue-stop-ask',
      forcing: 'round',
      auction: CUE_START.flatMap((t) => ['3x P 4y P 4M P', '4x P 4y P 4M P'].map((c) => `... ${t} ${c}`)).join('|'),
      call: '4N',
      when: {
        any: [{ combined: 31 }, { hcp: 20 }],
        shortest: 1,
        aces: [2, 3, 4],
        controlsBetween: [
          { trump: 'M', after: 'x', before: 'y', has: true },
          { trump: 'M', after: 'y', has: true },
        ],
      },
      explain:
        'Asks for aces (key cards under Roman Key Card Blackwood): this hand controls the suits above its control bid',
    },
    // Partner of the second-round bidder: asks with slam values or a maximum with a top trump honour.
    {
      name: ask === 'aces' ? 'cue-second-ask' : 'cue-second-rkcb',
      forcing: 'round',
      auction: CUE_SECOND,
      call: '4N',
      when: {
        shortest: 1,
        any: [{ combined: 33 }, { hcp: 11, top3: { M: [1, 3] } }],
        ...(ask === 'keys' ? { keys: ['M', [1, 2, 3, 4, 5]] as const } : {}),
      },
      explain:
        ask === 'aces'
          ? "Blackwood: asks for aces; partner's second round of control bids and extra values here"
          : "Roman Key Card Blackwood: asks for key cards; partner's second round of control bids and extra values here",
    },
    {
      name: 'cue-second-signoff',
      auction: CUE_SECOND,
      call: '4M',
      explain: 'Sign-off in game: nothing to spare after the second round of control bids',
    },
    ...(ask === 'aces' ? [...SECOND_ROUND_ACE_ASKER, ...CUE_ANSWER_ACE_ASKER] : []),
  ];
}

/** The control bidder after partner's ace ask over the first control bid (`cue-answer-ask`) and its answer. */
const CUE_ANSWER_ACE_ASKER: readonly BidRule[] = [
  { name: 'cue-answer-slam-0', auction: cueTails('4N P 5C P'), call: '6M', when: { aces: [3, 4] }, explain: SLAM },
  { name: 'cue-answer-signoff-0', auction: cueTails('4N P 5C P'), call: '5M', explain: SIGN_OFF },
  {
    name: 'cue-answer-signoff-1',
    auction: cueTails('4N P 5D P'),
    call: '5M',
    when: { aces: [0, 1] },
    explain: SIGN_OFF,
  },
  { name: 'cue-answer-slam', auction: cueTails('4N P _ P'), call: '6M', explain: SLAM },
];

/** The asker after a second round of control bids and Blackwood by aces: the slam with at most one ace missing. */
const SECOND_ROUND_ACE_ASKER: readonly BidRule[] = [
  ...[
    [0, 3, 4],
    [2, 3],
    [1, 2],
    [0, 1, 2, 3, 4],
  ].map(
    (aces, i): BidRule => ({
      name: `cue-second-slam-${i}`,
      auction: cueSecondAnswered(`5${'CDHS'[i]!}`),
      call: '6M',
      when: { aces },
      explain: SLAM,
    }),
  ),
  { name: 'cue-second-pass', auction: cueSecondAnswered('5M'), call: 'P', explain: SIGN_OFF },
  { name: 'cue-second-ace-signoff', auction: cueSecondAnswered('_'), call: '^M', explain: SIGN_OFF },
];

/** The pairs (trump, void) where Exclusion Blackwood's five-level ask stays below six of the trump's answers. */
const EXCLUSION_PAIRS = [
  ['S', 'C'],
  ['S', 'D'],
  ['S', 'H'],
  ['H', 'C'],
  ['H', 'D'],
] as const;
const STRAIN_ORDER = ['C', 'D', 'H', 'S', 'N'] as const;
const SUIT_SIGN: Readonly<Record<string, string>> = { C: '♣', D: '♦', H: '♥', S: '♠' };
const EXCLUSION_ANSWERS = ['none', 'one', 'two without the trump queen', 'two with the trump queen'] as const;

/**
 * Exclusion Blackwood (a partnership agreement with RKCB 1430, standard expert practice): once a major
 * is agreed at the three level (a limit raise, Jacoby's 3M), a hand with a void in a lower side suit,
 * every other suit controlled, slam values and two key cards jumps to five of the void suit: key cards
 * outside it, by steps (none, one, two without the trump queen, two with it; the ace of the void suit
 * is not counted). The asker bids the slam with at most one missing (and the queen known, or at most
 * one missing beyond it with three known), else signs off in five of the major. Only lower voids: over
 * a higher one the answers would pass five of the trump. Tried before the other slam rules (its auctions
 * are exact) by `withKeyCards`.
 */
export const EXCLUSION_BLACKWOOD: readonly BidRule[] = [
  {
    name: 'excl-ask',
    forcing: 'round',
    auction: '1M P 3M P|1M P 2N P 3M P',
    call: '5x',
    when: {
      len: { x: [0, 0], M: 4 },
      above: [['M', 'x']],
      keys: ['M', [2, 3, 4]],
      controlsBetween: [{ trump: 'M', has: true }],
      ...cueValues(1),
    },
    explain: 'Exclusion Blackwood: asks for key cards outside {x}, a void there',
  },
  ...EXCLUSION_PAIRS.flatMap(([t, v]): BidRule[] => {
    const tag = `excl-${t}${v}`.toLowerCase();
    const at = STRAIN_ORDER.indexOf(v);
    const steps = [1, 2, 3, 4].map((k) => {
      const i = at + k;
      return `${5 + Math.floor(i / 5)}${STRAIN_ORDER[i % 5]!}`;
    });
    const asked = [`1${t} P 3${t} P 5${v} P`, `1${t} P 2N P 3${t} P 5${v} P`];
    const answered = (step: string): string => asked.map((a) => `${a} ${step} P`).join('|');
    const keysOutside = (n: number): When => ({
      any: [
        { keys: [t, [n]], not: { holds: { [v]: 'A' } } },
        { keys: [t, [n + 1]], holds: { [v]: 'A' } },
      ],
    });
    return [
      ...EXCLUSION_ANSWERS.map(
        (text, k): BidRule => ({
          name: `${tag}-${k}`,
          auction: asked.join('|'),
          call: steps[k]!,
          when: {
            ...keysOutside(Math.min(k, 2)),
            ...(k === 2 ? { not: { holds: { [t]: 'Q' } } } : {}),
          },
          explain: `Exclusion key cards (outside ${SUIT_SIGN[v]!}): ${text}`,
        }),
      ),
      // The asker: with k shown, the slam wants three of the four key cards and the trump queen held (or
      // shown by the last step, or all four known); else five of the major, a pass when that was the
      // answer, or six where the answer passed five (one key card, perhaps the queen, missing).
      ...[0, 1, 2, 3].map((k): BidRule => {
        const need = 3 - Math.min(k, 2);
        const atLeast = (n: number): number[] => [2, 3, 4].filter((x) => x >= n);
        return {
          name: `${tag}-slam-${k}`,
          auction: answered(steps[k]!),
          call: `6${t}`,
          when:
            k === 3
              ? {}
              : { any: [{ keys: [t, atLeast(need)], holds: { [t]: 'Q' } }, { keys: [t, atLeast(need + 1)] }] },
          explain: 'Small slam: at most one key card is missing, and the trump queen is ours',
        };
      }),
      { name: `${tag}-pass`, auction: answered(`5${t}`), call: 'P', explain: 'Sign-off: two key cards are missing' },
      {
        name: `${tag}-signoff`,
        auction: steps.map((st) => answered(st)).join('|'),
        call: `5${t}`,
        explain: 'Sign-off: a key card and the trump queen may be missing',
      },
      {
        name: `${tag}-late`,
        auction: steps.map((st) => answered(st)).join('|'),
        call: `6${t}`,
        explain: 'Small slam: the answer passed five of the major, one key card at most is missing',
      },
    ];
  }),
];
