/**
 * After our 1NT or 2NT opening (and 2♣–2♦–2NT): Stayman, Jacoby transfers, invitations and the
 * opener's answers.
 *
 * ```ts
 * // 1NT – Pass – ? with 4 hearts and 9 HCP: 2♣, "Stayman: asks for a four-card major"
 * ```
 */
import { continued, type BidRule, type When } from '../engine.js';

/** The rules when a condition on the opening holds, else none. */
const only = (cond: boolean, rules: BidRule[]): BidRule[] => (cond ? rules : []);

const NO_MAJOR: When = { len: { H: [0, 3], S: [0, 3] } };
const A_MAJOR: When = { any: [{ len: { H: [4, 4] } }, { len: { S: [4, 4] } }], len: { H: [0, 5], S: [0, 5] } };

/** Responder's first call over partner's 1NT or 2NT, by the points 1NT/2NT promise. */
function responses(
  open: '1N' | '2N',
  shift: number,
  auction: string,
  tag: string = open,
  slamShift = shift,
): BidRule[] {
  const lvl = open === '1N' ? 2 : 3;
  const h = (n: number): number => Math.max(0, n - shift);
  // The slam thresholds (quantitative 4NT, 6NT) may sit lower than the game ones: see the 2♣ opener's 2NT.
  const hs = (n: number): number => Math.max(0, n - slamShift);
  const club = `${lvl}C`;
  return [
    {
      name: `${tag}-stayman-garbage`,
      forcing: 'round',
      auction,
      call: club,
      when: { hcp: [0, h(7)], len: { H: 4, S: 4, C: [0, 1] } },
      explain: 'Stayman: asks for a four-card major',
    },
    {
      name: `${tag}-stayman`,
      forcing: 'round',
      auction,
      call: club,
      when: { hcp: h(8), ...A_MAJOR },
      explain: 'Stayman: asks for a four-card major',
    },
    ...only(open === '1N', [
      {
        name: '1N-major-slam-try',
        forcing: 'game',
        auction,
        call: '3M',
        when: { len: { M: 6 }, hcp: [14, 17] },
        explain: 'Slam interest: a six-card suit, forcing',
      },
    ]),
    // SAYC's Gerber (4♣ over 1NT and 2NT) with a long major and slam values: responder places the
    // contract after the answer (`gerberAsker`). Before, 2NT–3♥–3♠ was passed with 9 HCP and seven
    // spades (seed 27 of the challenge bench), and a six-card major past 3♠ had no rule.
    {
      name: `${tag}-gerber-major`,
      forcing: 'round',
      auction,
      call: '4C',
      when: {
        any: [
          { len: { H: 6 }, longest: ['H'] },
          { len: { S: 6 }, longest: ['S'] },
        ],
        shortest: 1,
        combined: 31,
      },
      explain: 'Gerber: asks for aces, with a long major and slam values',
    },
    {
      name: `${tag}-transfer-spades`,
      forcing: 'round',
      alert: 'announce',
      auction,
      call: `${lvl}H`,
      when: { len: { S: 5 }, asLong: [['S', 'H']] },
      explain: 'Transfer: 5+ spades',
    },
    {
      name: `${tag}-transfer-hearts`,
      forcing: 'round',
      alert: 'announce',
      auction,
      call: `${lvl}D`,
      when: { len: { H: 5 } },
      explain: 'Transfer: 5+ hearts',
    },
    ...only(open === '1N', [
      {
        name: '1N-long-minor-3n',
        auction,
        call: '3N',
        when: {
          hcp: [5, 9],
          any: [
            { len: { C: 7 }, top3: { C: 2 } },
            { len: { D: 7 }, top3: { D: 2 } },
          ],
        },
        explain: 'To play: a long strong minor',
      },
      {
        name: '1N-minor-invite',
        auction,
        call: '3m',
        when: { len: { m: [6, 6] }, top3: { m: 2 }, hcp: [4, 9] },
        explain: 'Invites 3NT: a good six-card minor',
      },
      {
        name: '1N-minor-transfer',
        forcing: 'round',
        alert: 'alert',
        auction,
        call: '2S',
        when: { hcp: [0, 7], any: [{ len: { C: 6 } }, { len: { D: 6 } }] },
        explain: 'Asks opener to bid 3♣: a weak hand with a long minor',
      },
      {
        name: '1N-invite',
        auction,
        call: '2N',
        when: {
          ...NO_MAJOR,
          any: [{ hcp: [9, 9] }, { hcp: [8, 8], shortest: [0, 2] }, { hcp: [10, 10], shortest: [3, 3] }],
        },
        explain: 'Invites 3NT: 8–9 HCP, no four-card major',
      },
    ]),
    {
      name: `${tag}-game`,
      auction,
      call: '3N',
      when: { hcp: [h(10), Math.min(h(15), hs(15))], ...NO_MAJOR },
      explain: `To play: ${h(10)}–${Math.min(h(15), hs(15))} HCP, no four-card major`,
    },
    // Over 2NT (and 2♣–2♦–2NT) the two reach game with one point less: 4 HCP opposite 20–21, 3 opposite
    // 22–24 (before, 2NT and 2♣–2♦–2NT were passed with 4 and 3 HCP, seed 27 of the challenge bench).
    ...only(open === '2N', [
      {
        name: `${tag}-game-light`,
        auction,
        call: '3N',
        // A flat 4-3-3-3 is downgraded (`adj`), as over 1NT.
        when: { hcp: [h(9), h(9)], adj: h(9), ...NO_MAJOR },
        explain: 'To play: game values opposite the 2NT range, no four-card major',
      },
    ]),
    {
      name: `${tag}-quantitative`,
      auction,
      call: '4N',
      when: { hcp: [hs(16), hs(17)], ...NO_MAJOR },
      explain: 'Invites 6NT (quantitative)',
    },
    {
      name: `${tag}-slam`,
      auction,
      call: '6N',
      when: { hcp: [hs(18), hs(19)], ...NO_MAJOR },
      explain: 'To play: enough for a small slam',
    },
    // Beyond the small slam: 5NT forces 6NT and invites 7NT (SAYC booklet, quantitative 5NT) with
    // 20–22 over 1NT (35–39 between the hands), 7NT with 23+ (38+: every ace and king is ours, a queen
    // at most is missing). Before, no rule bid past 6NT and a 25-count passed partner's 1NT.
    {
      name: `${tag}-grand-invite`,
      forcing: 'round',
      auction,
      call: '5N',
      when: { hcp: [hs(20), hs(22)], ...NO_MAJOR },
      explain: 'Quantitative: forces 6NT and invites 7NT',
    },
    {
      name: `${tag}-grand`,
      auction,
      call: '7N',
      when: { hcp: hs(23), ...NO_MAJOR },
      explain: 'To play: a grand slam, 38+ HCP between the hands',
    },
    {
      name: `${tag}-pass`,
      auction,
      call: 'P',
      // A flat 8 (4-3-3-3) is downgraded: no invitation (1N-invite), so it passes by this rule, not
      // for want of one (a robot that thinks would otherwise weigh game with it).
      when: open === '1N' ? { any: [{ hcp: [0, 7] }, { hcp: [8, 8], shortest: [3, 3] }] } : { hcp: [0, h(7)] },
      explain: 'Not enough for game',
    },
  ];
}

/** Opener's answers and the continuations. */
function continuations(open: '1N' | '2N', pre: string, tag: string = open): BidRule[] {
  const lvl = open === '1N' ? 2 : 3;
  const up = lvl + 1;
  const shift = open === '1N' ? 0 : 5;
  const h = (n: number): number => Math.max(0, n - shift);
  const st = `${pre} ${lvl}C P`;
  return [
    {
      name: `${tag}-stayman-hearts`,
      auction: st,
      call: `${lvl}H`,
      when: { len: { H: 4 } },
      explain: 'Four hearts (maybe also four spades)',
    },
    {
      name: `${tag}-stayman-spades`,
      auction: st,
      call: `${lvl}S`,
      when: { len: { S: 4 } },
      explain: 'Four spades, not four hearts',
    },
    { name: `${tag}-stayman-none`, auction: st, call: `${lvl}D`, explain: 'No four-card major' },
    {
      name: `${tag}-superaccept-hearts`,
      auction: `${pre} ${lvl}D P`,
      call: `${up}H`,
      when: { len: { H: 4 }, hcp: open === '1N' ? 17 : 21 },
      explain: 'Accepts the transfer with four hearts and a maximum',
    },
    { name: `${tag}-accept-hearts`, auction: `${pre} ${lvl}D P`, call: `${lvl}H`, explain: 'Accepts the transfer' },
    {
      name: `${tag}-superaccept-spades`,
      auction: `${pre} ${lvl}H P`,
      call: `${up}S`,
      when: { len: { S: 4 }, hcp: open === '1N' ? 17 : 21 },
      explain: 'Accepts the transfer with four spades and a maximum',
    },
    { name: `${tag}-accept-spades`, auction: `${pre} ${lvl}H P`, call: `${lvl}S`, explain: 'Accepts the transfer' },
    // Responder after the Stayman answer.
    {
      name: `${tag}-stayman-fit-game`,
      auction: `${st} ${lvl}M P`,
      call: '4M',
      when: { len: { M: 4 }, hcp: [h(10), h(15)] },
      explain: 'To play: a fit in {M}',
    },
    {
      name: `${tag}-stayman-fit-invite`,
      auction: `${st} ${lvl}M P`,
      call: `${up}M`,
      when: { len: { M: 4 }, hcp: [h(8), h(9)] },
      explain: 'Invites game with a fit in {M}',
    },
    {
      name: `${tag}-stayman-five-gf`,
      forcing: 'game',
      auction: `${st} ${lvl}D P`,
      call: `${up}M`,
      when: { len: { M: 5 }, hcp: h(10) },
      explain: 'Five {M}, game forcing',
    },
    {
      name: `${tag}-stayman-five-inv`,
      auction: `${st} ${lvl}D P`,
      call: `${lvl}M`,
      when: { len: { M: 5 }, hcp: [h(7), h(9)] },
      explain: 'Five {M}, invitational',
    },
    {
      name: `${tag}-stayman-game`,
      auction: `${st} ${lvl}x P`,
      call: '3N',
      // Over 2NT every Stayman hand has game values (3+ HCP opposite 20–21): before, 3–4 HCP passed the
      // answer (2♣–2♦–2NT–3♣–3♦–Pass with 26 between the hands, seed 27).
      when: { hcp: [open === '1N' ? 10 : h(8), h(15)] },
      explain: 'To play: no fit found, game values',
    },
    ...only(open === '1N', [
      {
        name: '1N-stayman-invite',
        auction: `${st} 2x P`,
        call: '2N',
        when: { hcp: [8, 9] },
        explain: 'Invites 3NT, no fit found',
      },
      { name: '1N-minor-transfer-accept', auction: `${pre} 2S P`, call: '3C', explain: 'Forced: 3♣ as asked' },
      {
        name: '1N-minor-transfer-diamonds',
        auction: `${pre} 2S P 3C P`,
        call: '3D',
        when: { len: { D: 6 } },
        explain: 'To play: long diamonds',
      },
      { name: '1N-minor-transfer-clubs', auction: `${pre} 2S P 3C P`, call: 'P', explain: 'To play: long clubs' },
      // Responder's 3♣/3♦ invites 3NT with a good six-card minor (`1N-minor-invite`, two of the top
      // three honours): opener accepts with a fitting honour (the suit runs) or a maximum. Before, no
      // rule answered it and opener passed with 17 HCP (a random-deal scan of the rules).
      {
        name: '1N-minor-invite-accept',
        auction: `${pre} 3m P`,
        call: '3N',
        when: { any: [{ top3: { m: 1 } }, { hcp: 17 }] },
        explain: 'Accepts: a fitting honour or a maximum',
      },
      {
        name: '1N-minor-invite-pass',
        auction: `${pre} 3m P`,
        call: 'P',
        explain: 'Declines: a minimum without a fitting honour',
      },
      // Accepting with a five-card major: three of it lets responder (no four-card major: no Stayman)
      // choose 4M with three cards, 3NT with two; the 5–3 fit is the safer game (before, 1NT–2NT–3NT
      // with ♥AQ742 facing ♥K83 went down, 4♥ made; seeds 28 and 29).
      {
        name: '1N-accept-invite-major',
        forcing: 'game',
        auction: `${pre} 2N P`,
        call: '3M',
        when: { hcp: h(15), adj: h(16), len: { M: 5 } },
        explain: 'Accepts the invitation: five cards in {M}',
      },
      {
        name: '1N-invite-major-fit',
        auction: `${pre} 2N P 3M P`,
        call: '4M',
        when: { len: { M: 3 } },
        explain: 'To play: three-card support',
      },
      { name: '1N-invite-major-3n', auction: `${pre} 2N P 3M P`, call: '3N', explain: 'To play: two cards in {M}' },
      {
        name: '1N-accept-invite',
        auction: `${pre} 2N P`,
        call: '3N',
        when: { hcp: h(15), adj: h(16) },
        explain: 'Accepts the invitation: a maximum',
      },
      { name: '1N-decline-invite', auction: `${pre} 2N P`, call: 'P', explain: 'Declines the invitation: a minimum' },
      {
        name: '1N-accept-quantitative',
        auction: `${pre} 4N P`,
        call: '6N',
        when: { hcp: 16 },
        explain: 'Accepts the slam invitation',
      },
      { name: '1N-decline-quantitative', auction: `${pre} 4N P`, call: 'P', explain: 'Declines the slam invitation' },
    ]),
    // Over 2NT (20–21) and 2♣–2♦–2NT (22–24) the quantitative 4NT had no answer and was passed
    // (2♣–2♦–2NT–4NT–Pass): 6NT with the top of the range (33 between the hands), else pass.
    ...only(open === '2N', [
      {
        name: `${tag}-accept-quantitative`,
        auction: `${pre} 4N P`,
        call: '6N',
        when: { hcp: tag === '2N' ? 21 : 23 },
        explain: 'Accepts the slam invitation: the top of the range',
      },
      {
        name: `${tag}-decline-quantitative`,
        auction: `${pre} 4N P`,
        call: 'P',
        explain: 'Declines the slam invitation: the bottom of the range',
      },
    ]),
    {
      name: `${tag}-stayman-weak`,
      auction: `${st} ${lvl}x P`,
      call: 'P',
      when: { hcp: [0, h(7)] },
      explain: 'To play',
    },
    // Responder after the transfer was accepted.
    ...(['H', 'S'] as const).flatMap((s): BidRule[] => {
      const t = `${pre} ${lvl}${s === 'H' ? 'D' : 'H'} P ${lvl}${s} P`;
      const sa = `${pre} ${lvl}${s === 'H' ? 'D' : 'H'} P ${up}${s} P`;
      return [
        {
          name: `${tag}-transfer-${s}-game6`,
          auction: t,
          call: `4${s}`,
          // No upper bound: a hand too strong for game that could not ask by Gerber (a void) still bids game.
          when: { len: { [s]: 6 }, pts: h(10) },
          explain: `To play: six+ {${s}}, game values`,
        },
        {
          name: `${tag}-transfer-${s}-inv6`,
          auction: t,
          call: `${up}${s}`,
          when: { len: { [s]: 6 }, pts: [h(8), h(9)] },
          explain: `Invites game with six+ {${s}}`,
        },
        ...only(s === 'S', [
          {
            name: `${tag}-transfer-S-55-gf`,
            forcing: 'game',
            auction: t,
            call: `${up}H`,
            when: { len: { H: 5 }, hcp: h(12) },
            explain: 'Five-five in the majors, forcing to game',
          },
          {
            name: `${tag}-transfer-S-55-game`,
            auction: t,
            call: '4H',
            when: { len: { H: 5 }, hcp: [h(10), h(11)] },
            explain: 'Five-five in the majors: opener chooses the game',
          },
          // The opener chooses: 4♠ with more spades than hearts (before, 4♥ was passed with ♠AJ965
          // ♥854 facing five-five, seed 29: 4♠ makes 12 tricks, 4♥ ten).
          {
            name: `${tag}-55-game-spades`,
            auction: `${t} 4H P`,
            call: '4S',
            when: { longer: [['S', 'H']] },
            explain: 'Chooses spades: more spades than hearts',
          },
          { name: `${tag}-55-game-hearts`, auction: `${t} 4H P`, call: 'P', explain: 'Chooses hearts' },
        ]),
        {
          name: `${tag}-transfer-${s}-newsuit`,
          forcing: 'game',
          auction: t,
          call: `^x`,
          when: {
            // x is another suit than the major transferred to (3♥ there is the invitational raise).
            differ: [['x', s]],
            len: { x: 4 },
            hcp: open === '2N' ? h(13) : h(10),
            any: [{ longer: [[s, 'x']] }, { above: [[s, 'x']] }],
            not: { len: { x: 4, H: 4, S: 4 } },
          },
          explain: 'A second suit, game forcing',
        },
        // Over 2NT the second suit passes 3NT (or bypasses it): a slam try (8+ HCP; with less, 3NT or
        // four of the major, as opener chooses). The opener holding three aces (one missing at most:
        // no need to ask) bids the slam with a fit for either suit; before, it bid the fit at the four or
        // five level and responder passed (2NT–3♥–3♠–4♦–4♠ with ♠AJT2 and four aces, seed 27). `x`
        // is another suit than the major (a variable may take the suit a literal names).
        ...only(open === '2N', [
          {
            name: `${tag}-transfer-${s}-newsuit-6m`,
            auction: `${t} 3x P|${t} 4x P`,
            call: `6${s}`,
            // Trumps with an honour or four of them: with three small (♠732 facing ♠KJ964) two trump
            // tricks may be lost (2♣–2♦–2NT–3♥–3♠–4♣–6♠ went down, the bug of session 20).
            when: {
              aces: [3, 4],
              len: { [s]: 3 },
              all: [
                { any: [{ above: [[s, 'x']] }, { above: [['x', s]] }] },
                { any: [{ len: { [s]: 4 } }, { top3: { [s]: 1 } }] },
              ],
            },
            explain: `To play: a small slam in {${s}}, three aces opposite a slam try`,
          },
          {
            name: `${tag}-transfer-${s}-newsuit-6x`,
            auction: `${t} 4x P`,
            call: '6x',
            // Two of the three top trumps, and an honour in responder's major: with ♥953 facing ♥AJ862
            // 2♣–2♦–2NT–3♦–3♥–4♣–6♣ lost two hearts (the slam check, seed 25, session 21).
            when: { aces: [3, 4], len: { x: 4 }, above: [[s, 'x']], top3: { x: 2, [s]: 1 } },
            explain: 'To play: a small slam in {x}, three aces opposite a slam try',
          },
        ]),
        // Over 1NT: the opener with four+ of responder's minor and a maximum
        // raises it past 3NT (slam interest); responder asks for aces with 30 between the hands (the
        // Blackwood rules answer and place the slam in the minor), else bids five of it. Before, opener
        // bid 3NT and a slam in the minor was missed (1NT–2♦–2♥–3♦–3NT with 30 HCP, seed 27).
        ...only(open === '1N', [
          {
            name: `1N-transfer-${s}-newsuit-raise`,
            forcing: 'game',
            auction: `${t} 3x P`,
            call: '4x',
            when: { above: [['H', 'x']], len: { x: 4 }, hcp: 16 },
            explain: 'Support for {x}, a maximum: slam interest',
          },
          {
            name: `1N-transfer-${s}-raised-ask`,
            forcing: 'round',
            auction: `${t} 3x P 4x P`,
            call: '4N',
            // `x` is responder's minor: the same words match the transferred major raised to four.
            when: { above: [['H', 'x']], combined: 30, shortest: 1, aces: [1, 2, 3, 4] },
            explain: 'Asks for aces: {x} agreed, slam values',
          },
          {
            name: `1N-transfer-${s}-raised-game`,
            auction: `${t} 3x P 4x P`,
            call: '5x',
            when: { above: [['H', 'x']] },
            explain: 'To play: game in {x}, no slam',
          },
          // Without a maximum and four of the minor the opener had no rule and the fallback guessed:
          // 3NT with four spades (1NT–2♥–2♠–3♦–3NT, ♠AQ87 facing ♠KJ632: 4♠ makes, 3NT does not;
          // seed 29). Game in the major with three+ cards, else 3NT.
          {
            name: `1N-transfer-${s}-newsuit-fit`,
            auction: `${t} 3x P`,
            call: `4${s}`,
            when: { above: [['H', 'x']], len: { [s]: 3 } },
            explain: `To play: three+ {${s}}`,
          },
          {
            name: `1N-transfer-${s}-newsuit-3n`,
            auction: `${t} 3x P`,
            call: '3N',
            when: { above: [['H', 'x']] },
            explain: `To play: 3NT, only two {${s}}`,
          },
        ]),
        {
          name: `${tag}-transfer-${s}-game5`,
          auction: t,
          call: '3N',
          when: { len: { [s]: [5, 5] }, hcp: [open === '1N' ? 10 : h(9), h(15)] },
          explain: `Five {${s}}, game values: opener chooses`,
        },
        ...only(open === '1N' && s === 'H', [
          // Five-five in the majors, invitational: transfer to hearts, then spades (not forcing).
          {
            name: '1N-transfer-H-55-inv',
            auction: t,
            call: '2S',
            when: { len: { H: 5, S: 5 }, hcp: [5, 9], pts: [8, 11] },
            explain: 'Five-five in the majors, invites game',
          },
          {
            name: '1N-55-inv-game-s',
            auction: `${t} 2S P`,
            call: '4S',
            when: { hcp: 16, len: { S: 3 }, asLong: [['S', 'H']] },
            explain: 'Accepts the invitation: a maximum with spades',
          },
          {
            name: '1N-55-inv-game-h',
            auction: `${t} 2S P`,
            call: '4H',
            when: { hcp: 16 },
            explain: 'Accepts the invitation: a maximum, hearts',
          },
          {
            name: '1N-55-inv-pass',
            auction: `${t} 2S P`,
            call: 'P',
            when: { asLong: [['S', 'H']] },
            explain: 'Declines the invitation: spades to play',
          },
          {
            name: '1N-55-inv-3h',
            auction: `${t} 2S P`,
            call: '3H',
            explain: 'Declines the invitation: hearts to play',
          },
        ]),
        ...only(open === '1N', [
          {
            name: `1N-transfer-${s}-inv5`,
            auction: t,
            call: '2N',
            when: { len: { [s]: [5, 5] }, hcp: [8, 9] },
            explain: `Five {${s}}, invites game`,
          },
        ]),
        { name: `${tag}-transfer-${s}-pass`, auction: t, call: 'P', when: { pts: [0, h(7)] }, explain: 'To play' },
        // A super-acceptance opposite slam values: ask for aces (key cards under RKCB; the answers and
        // the placement are the Blackwood rules'). Before, 1NT–2♥–3♠–4♠ stopped with 32 between the hands.
        {
          name: `${tag}-superaccept-${s}-ask`,
          forcing: 'round',
          auction: sa,
          call: '4N',
          when: { combined: 32, shortest: 1, aces: [1, 2, 3, 4] },
          explain: `Asks for aces (key cards under Roman Key Card Blackwood): {${s}} agreed, slam values`,
        },
        { name: `${tag}-superaccept-${s}-game`, auction: sa, call: `4${s}`, when: { hcp: h(5) }, explain: 'To play' },
        { name: `${tag}-superaccept-${s}-pass`, auction: sa, call: 'P', explain: 'To play' },
        // Opener after the invitations.
        {
          name: `${tag}-transfer-${s}-3n-fit`,
          auction: `${t} 3N P`,
          call: `4${s}`,
          when: { len: { [s]: 3 } },
          explain: `To play: three+ {${s}}`,
        },
        { name: `${tag}-transfer-${s}-3n-nofit`, auction: `${t} 3N P`, call: 'P', explain: 'To play: only two trumps' },
        {
          name: `${tag}-transfer-${s}-2n-game`,
          auction: `${t} 2N P`,
          call: `4${s}`,
          when: { len: { [s]: 3 }, hcp: 16 },
          explain: 'Accepts, with a fit',
        },
        {
          name: `${tag}-transfer-${s}-2n-3n`,
          auction: `${t} 2N P`,
          call: '3N',
          when: { hcp: 16 },
          explain: 'Accepts, no fit',
        },
        {
          name: `${tag}-transfer-${s}-2n-3m`,
          auction: `${t} 2N P`,
          call: `3${s}`,
          when: { len: { [s]: 3 } },
          explain: 'Declines, with a fit',
        },
        { name: `${tag}-transfer-${s}-2n-pass`, auction: `${t} 2N P`, call: 'P', explain: 'Declines' },
        {
          name: `${tag}-transfer-${s}-3m-game`,
          auction: `${t} ${up}${s} P`,
          call: `4${s}`,
          when: { hcp: 16 },
          explain: 'Accepts the invitation',
        },
        {
          name: `${tag}-transfer-${s}-3m-pass`,
          auction: `${t} ${up}${s} P`,
          call: 'P',
          explain: 'Declines the invitation',
        },
      ];
    }),
    // Opener after Stayman and an invitation or 3NT.
    {
      name: `${tag}-stayman-3n-spades`,
      auction: `${st} ${lvl}H P 3N P`,
      call: '4S',
      when: { len: { S: 4 } },
      explain: 'Four spades too: a fit',
    },
    { name: `${tag}-stayman-3n-pass`, auction: `${st} ${lvl}x P 3N P`, call: 'P', explain: 'To play' },
    {
      name: `${tag}-stayman-raise-accept`,
      auction: `${st} ${lvl}M P ${up}M P`,
      call: '4M',
      when: { hcp: 16 },
      explain: 'Accepts the invitation',
    },
    {
      name: `${tag}-stayman-raise-decline`,
      auction: `${st} ${lvl}M P ${up}M P`,
      call: 'P',
      explain: 'Declines the invitation',
    },
    {
      name: `${tag}-stayman-five-fit`,
      auction: `${st} ${lvl}D P ${up}M P`,
      call: '4M',
      when: { len: { M: 3 } },
      explain: 'Three-card support',
    },
    {
      name: `${tag}-stayman-five-nofit`,
      auction: `${st} ${lvl}D P ${up}M P`,
      call: '3N',
      explain: 'Only two cards in the major',
    },
    ...only(open === '1N', [
      {
        name: '1N-stayman-2n-spades',
        auction: `${st} 2H P 2N P`,
        call: '^^S',
        when: { len: { S: 4 }, hcp: 16 },
        explain: 'Four spades too, maximum',
      },
      {
        name: '1N-stayman-2n-spades-min',
        auction: `${st} 2H P 2N P`,
        call: '3S',
        when: { len: { S: 4 } },
        explain: 'Four spades too, minimum',
      },
      // Responder's invitation found a spade fit opposite a minimum: game with ruffing values (support
      // points 11+; before, 1NT–2♣–2♥–2NT–3♠ was passed holding four spades and a void, seed 27).
      {
        name: '1N-stayman-2n-spades-game',
        auction: `${st} 2H P 2N P 3S P`,
        call: '4S',
        when: { len: { S: 4 }, sup: ['S', 11, 40] },
        explain: 'To play: a spade fit and ruffing values',
      },
      {
        name: '1N-stayman-2n-accept',
        auction: `${st} 2x P 2N P`,
        call: '3N',
        when: { hcp: 16 },
        explain: 'Accepts the invitation',
      },
      { name: '1N-stayman-2n-decline', auction: `${st} 2x P 2N P`, call: 'P', explain: 'Declines the invitation' },
      {
        name: '1N-stayman-five-inv-accept',
        auction: `${st} 2D P 2M P`,
        call: '4M',
        when: { len: { M: 3 }, hcp: 16 },
        explain: 'Accepts with a fit',
      },
      {
        name: '1N-stayman-five-inv-3n',
        auction: `${st} 2D P 2M P`,
        call: '2N',
        when: { len: { M: [0, 2] }, hcp: [15, 15] },
        explain: 'Minimum, no fit',
      },
      {
        name: '1N-stayman-five-inv-3nmax',
        auction: `${st} 2D P 2M P`,
        call: '3N',
        when: { len: { M: [0, 2] }, hcp: 16 },
        explain: 'Maximum, no fit',
      },
      { name: '1N-stayman-five-inv-pass', auction: `${st} 2D P 2M P`, call: 'P', explain: 'Minimum with a fit' },
    ]),
  ];
}

/** The 25–27 no-trump: the 3NT opening (SAYC booklet: "3NT = 25–27") and 2♣–2♦–3NT. */
const THREE_NT = ['3N P', '2C P 2D P 3N P'];
const threeNt = (tail = ''): string => THREE_NT.map((a) => `${a}${tail}`).join('|');

/**
 * Responder over the 25–27 no-trump (the 3NT opening, 2♣–2♦–3NT): Texas-style transfers with a
 * five-card major; without one, 6NT needs 33 between the hands, so a quantitative 4NT with 6 HCP
 * (31–33), 6NT with 7–8, a quantitative 5NT with 9–10 (forces 6NT, invites 7NT) and 7NT with 11+
 * (36+); else pass. After the transfer, a small slam in the major with 7–10, the grand with 11+.
 * Before, 2♣–2♦–3NT was passed with 7 and 8 HCP (33–35 between the hands), and 25–27 balanced
 * opened 2♣ where SAYC opens 3NT (yarborough's regression case).
 */
const THREE_NOTRUMP: readonly BidRule[] = [
  {
    name: '3n-transfer-hearts',
    forcing: 'round',
    auction: threeNt(),
    call: '4D',
    when: { len: { H: 5 }, asLong: [['H', 'S']] },
    explain: 'Transfer: 5+ hearts',
  },
  {
    name: '3n-transfer-spades',
    forcing: 'round',
    auction: threeNt(),
    call: '4H',
    when: { len: { S: 5 } },
    explain: 'Transfer: 5+ spades',
  },
  { name: '3n-accept-hearts', auction: threeNt(' 4D P'), call: '4H', explain: 'Accepts the transfer' },
  { name: '3n-accept-spades', auction: threeNt(' 4H P'), call: '4S', explain: 'Accepts the transfer' },
  // After the transfer (4♦–4♥ or 4♥–4♠): a small slam in the major with 7–10, the grand with 11+.
  {
    name: '3n-transfer-grand',
    auction: threeNt(' 4x P 4M P'),
    call: '7M',
    when: { hcp: 11 },
    explain: 'To play: a grand slam',
  },
  {
    name: '3n-transfer-slam',
    auction: threeNt(' 4x P 4M P'),
    call: '6M',
    when: { hcp: 7 },
    explain: 'To play: a small slam',
  },
  { name: '3n-transfer-pass', auction: threeNt(' 4x P 4M P'), call: 'P', explain: 'To play: no slam' },
  {
    name: '3n-quantitative',
    auction: threeNt(),
    call: '4N',
    when: { hcp: [6, 6] },
    explain: 'Invites 6NT (quantitative)',
  },
  {
    name: '3n-slam',
    auction: threeNt(),
    call: '6N',
    when: { hcp: [7, 8] },
    explain: 'To play: enough for a small slam',
  },
  {
    name: '3n-grand-invite',
    forcing: 'round',
    auction: threeNt(),
    call: '5N',
    when: { hcp: [9, 10] },
    explain: 'Quantitative: forces 6NT and invites 7NT',
  },
  {
    name: '3n-grand',
    auction: threeNt(),
    call: '7N',
    when: { hcp: 11 },
    explain: 'To play: a grand slam, 36+ HCP between the hands',
  },
  { name: '3n-pass', auction: threeNt(), call: 'P', explain: 'To play: no slam opposite 25–27' },
  {
    name: '3n-accept-quantitative',
    auction: threeNt(' 4N P'),
    call: '6N',
    when: { hcp: 26 },
    explain: 'Accepts the slam invitation: 26–27',
  },
  {
    name: '3n-decline-quantitative',
    auction: threeNt(' 4N P'),
    call: 'P',
    explain: 'Declines the slam invitation: 25',
  },
  { name: '3n-accept-grand', auction: threeNt(' 5N P'), call: '7N', when: { hcp: 27 }, explain: 'Accepts: 27 HCP' },
  { name: '3n-decline-grand', auction: threeNt(' 5N P'), call: '6N', explain: 'Declines the grand slam: 25–26' },
];

/**
 * Responder after 2♣–2♦–4NT, 28–30 balanced (the step above 2♣–2♦–3NT's 25–27; SAYC's booklet stops
 * at 27): 6NT needs about 33 between the hands and 7NT 37, so pass with 0–3 (28–33), 6NT with 4–6
 * (32–36), a quantitative 5NT with 7–8 (forces 6NT, invites 7NT: 35–38) and 7NT with 9+ (37+).
 * Before, 28 balanced rebid a four-card suit and passed 2♣–2♦–3♦–3NT.
 */
const FOUR_NOTRUMP: readonly BidRule[] = [
  {
    name: '2c-4n-grand',
    auction: '2C P 2D P 4N P',
    call: '7N',
    when: { hcp: 9 },
    explain: 'To play: a grand slam, 37+ HCP between the hands',
  },
  {
    name: '2c-4n-grand-invite',
    forcing: 'round',
    auction: '2C P 2D P 4N P',
    call: '5N',
    when: { hcp: [7, 8] },
    explain: 'Quantitative: forces 6NT and invites 7NT',
  },
  {
    name: '2c-4n-slam',
    auction: '2C P 2D P 4N P',
    call: '6N',
    when: { hcp: [4, 6] },
    explain: 'Accepts the slam invitation',
  },
  { name: '2c-4n-pass', auction: '2C P 2D P 4N P', call: 'P', explain: 'Declines the slam invitation: 0–3 HCP' },
  {
    name: '2c-4n-accept-grand',
    auction: '2C P 2D P 4N P 5N P',
    call: '7N',
    when: { hcp: 30 },
    explain: 'Accepts: 30+ HCP',
  },
  {
    name: '2c-4n-decline-grand',
    auction: '2C P 2D P 4N P 5N P',
    call: '6N',
    explain: 'Declines the grand slam: 28–29',
  },
];

/** The strong 2♣ opening: responses and rebids. */
const TWO_CLUBS: readonly BidRule[] = [
  {
    name: '2c-positive-major',
    forcing: 'game',
    auction: '2C P',
    call: '2M',
    when: { hcp: 8, len: { M: 5 }, good: ['M'], longest: ['M'] },
    explain: 'Positive: 8+ HCP and a good five-card suit',
  },
  {
    name: '2c-positive-minor',
    forcing: 'game',
    auction: '2C P',
    call: '3m',
    when: { hcp: 8, len: { m: 5 }, good: ['m'], longest: ['m'] },
    explain: 'Positive: 8+ HCP and a good five-card suit',
  },
  {
    name: '2c-positive-nt',
    forcing: 'game',
    auction: '2C P',
    call: '2N',
    when: { hcp: 8, bal: true },
    explain: 'Positive: 8+ HCP, balanced',
  },
  { name: '2c-waiting', forcing: 'round', auction: '2C P', call: '2D', explain: 'Waiting (artificial)' },
  {
    name: '2c-rebid-2n',
    auction: '2C P 2D P',
    call: '2N',
    when: { hcp: [22, 24], bal: true },
    explain: '22–24 HCP, balanced',
  },
  {
    name: '2c-rebid-3n',
    auction: '2C P 2D P',
    call: '3N',
    when: { hcp: [25, 27], bal: true },
    explain: '25–27 HCP, balanced',
  },
  {
    name: '2c-rebid-4n',
    auction: '2C P 2D P',
    call: '4N',
    when: { hcp: 28, bal: true },
    explain: '28+ HCP, balanced: invites 6NT',
  },
  {
    name: '2c-rebid-jump',
    forcing: 'game',
    auction: '2C P 2D P',
    call: '^^x',
    when: { len: { x: 7 }, top3: { x: 3 } },
    explain: 'A solid suit: sets trumps',
  },
  {
    name: '2c-rebid-suit',
    forcing: 'round',
    auction: '2C P 2D P',
    call: '^x',
    when: { len: { x: 5 }, longest: ['x'] },
    explain: 'Natural: 5+ cards, forcing',
  },
  {
    name: '2c-rebid-any',
    forcing: 'round',
    auction: '2C P 2D P',
    call: '^x',
    when: { len: { x: 4 }, longest: ['x'] },
    explain: 'Natural, forcing',
  },
  {
    name: '2c-raise-weak',
    auction: '2C P 2D P 2M P',
    call: '4M',
    when: { len: { M: 3 }, hcp: [0, 7] },
    explain: 'Support for {M}, no slam interest',
  },
  {
    name: '2c-raise',
    auction: '2C P 2D P 2M P',
    call: '3M',
    when: { len: { M: 3 } },
    explain: 'Support for {M}, slam interest',
  },
  {
    name: '2c-second-suit',
    forcing: 'round',
    auction: '2C P 2D P 2x P',
    call: '^y',
    when: { len: { y: 5 }, hcp: 5, good: ['y'] },
    explain: 'Natural: a good five-card suit',
  },
  { name: '2c-second-negative', auction: '2C P 2D P 2x P', call: '^N', explain: 'Nothing to add (waiting)' },
  // The opener after a positive answer (game forced; standard practice, the SAYC booklet gives only the
  // answers): a raise of the major sets trumps (control bids follow, `controlBids`), a five-card suit
  // of its own, no-trump with a balanced hand — over 2NT by strength: 6NT with 25+ (33 between the
  // hands), a quantitative 4NT with 23–24, else 3NT.
  {
    name: '2c-pos-raise',
    forcing: 'game',
    auction: '2C P 2M P',
    call: '3M',
    when: { len: { M: 3 } },
    explain: 'Raise: sets {M} as trumps, slam interest (control bids follow)',
  },
  {
    name: '2c-pos-suit',
    forcing: 'game',
    auction: '2C P 2M P|2C P 2N P',
    call: '^x',
    when: { len: { x: 5 }, longest: ['x'] },
    explain: 'Natural: five+ cards in {x}',
  },
  {
    name: '2c-pos-6n',
    auction: '2C P 2N P',
    call: '6N',
    when: { hcp: 25, bal: true },
    explain: 'To play: 25+ HCP, balanced',
  },
  {
    name: '2c-pos-4n',
    auction: '2C P 2N P',
    call: '4N',
    when: { hcp: [23, 24], bal: true },
    explain: 'Quantitative: 23–24 HCP, balanced; partner bids 6NT with 10+',
  },
  { name: '2c-pos-nt', auction: '2C P 2M P|2C P 2N P', call: '3N', explain: 'Natural: no fit, no five-card suit' },
  { name: '2c-pos-4n-accept', auction: '2C P 2N P 4N P', call: '6N', when: { hcp: 10 }, explain: 'Accepts: 10+ HCP' },
  { name: '2c-pos-4n-decline', auction: '2C P 2N P 4N P', call: 'P', explain: 'Declines: 8–9 HCP' },
];

/** Where partner has just asked by Gerber: over 1NT, 2NT and 2♣–2♦–2NT. */
const GERBER_ASKS = ['1N P 4C P', '2N P 4C P', '2C P 2D P 2N P 4C P'];
const GERBER_ASKED = GERBER_ASKS.join('|');

/**
 * The Gerber asker with a long major (`*-gerber-major`) after the answer: seven of the major with
 * every ace and 37 between the hands, six with at most one ace missing, else four of the major (a
 * pass when the answer is 4♠ itself, five of the major when four is passed). The answer 4♦ (no ace or
 * all four) is read as four aces when the asker holds none.
 */
function gerberAsker(): BidRule[] {
  const after = (answer: string): string => GERBER_ASKS.map((a) => `${a} ${answer} P`).join('|');
  const LONG: When = { len: { M: 6 }, longest: ['M'] };
  // The asker's own aces that make every ace ours (grand) or leave one missing (slam), by answer.
  const answers = [
    ['4D', [0, 4], [0, 3, 4]],
    ['4H', [3], [2, 3]],
    ['4S', [2], [1, 2]],
    ['4N', [1], [0, 1, 2, 3, 4]],
  ] as const;
  return [
    ...answers.flatMap(([answer, all, most]): BidRule[] => [
      {
        name: `gerber-major-7-${answer.toLowerCase()}`,
        auction: after(answer),
        call: '7M',
        when: { ...LONG, aces: all, combined: 37 },
        explain: 'To play: a grand slam, every ace is ours',
      },
      {
        name: `gerber-major-6-${answer.toLowerCase()}`,
        auction: after(answer),
        call: '6M',
        when: { ...LONG, aces: most },
        explain: 'To play: a small slam, one ace at most is missing',
      },
    ]),
    {
      name: 'gerber-major-4m',
      auction: ['4D', '4H', '4S', '4N'].map(after).join('|'),
      call: '4M',
      when: LONG,
      explain: 'Sign-off: two aces are missing',
    },
    {
      name: 'gerber-major-pass',
      auction: after('4S'),
      call: 'P',
      when: { len: { S: 6 }, longest: ['S'] },
      explain: 'To play: two aces are missing',
    },
    {
      name: 'gerber-major-5m',
      auction: ['4S', '4N'].map(after).join('|'),
      call: '5M',
      when: LONG,
      explain: 'Sign-off: two aces are missing',
    },
  ];
}

/** Gerber over 1NT and 2NT: the answers by aces. */
const GERBER: readonly BidRule[] = [
  {
    name: 'gerber-0',
    auction: GERBER_ASKED,
    call: '4D',
    when: { aces: [0, 4] },
    explain: 'Gerber answer: no ace or all four',
  },
  {
    name: 'gerber-1',
    auction: GERBER_ASKED,
    call: '4H',
    when: { aces: [1] },
    explain: 'Gerber answer: one ace',
  },
  {
    name: 'gerber-2',
    auction: GERBER_ASKED,
    call: '4S',
    when: { aces: [2] },
    explain: 'Gerber answer: two aces',
  },
  {
    name: 'gerber-3',
    auction: GERBER_ASKED,
    call: '4N',
    when: { aces: [3] },
    explain: 'Gerber answer: three aces',
  },
];

/** Our 1NT when the opponents come in. */
const NT_INTERFERENCE: readonly BidRule[] = [
  {
    name: '1N-stolen-stayman',
    alert: 'alert',
    auction: '1N 2C',
    call: 'X',
    when: { hcp: 8, any: [{ len: { H: 4 } }, { len: { S: 4 } }] },
    explain: 'Stayman (their 2♣ "stolen"): asks for a four-card major',
  },
  {
    name: '1N-stolen-penalty',
    auction: '1N 2C X P',
    call: 'P',
    when: { len: { C: 5 }, stop: ['C'] },
    explain: 'Penalty: long strong clubs',
  },
  { name: '1N-stolen-hearts', auction: '1N 2C X P', call: '2H', when: { len: { H: 4 } }, explain: 'Four hearts' },
  { name: '1N-stolen-spades', auction: '1N 2C X P', call: '2S', when: { len: { S: 4 } }, explain: 'Four spades' },
  { name: '1N-stolen-none', auction: '1N 2C X P', call: '2D', explain: 'No four-card major' },
  {
    name: '1N-doubled-transfer-hearts',
    forcing: 'round',
    alert: 'announce',
    auction: '1N X',
    call: '2D',
    when: { len: { H: 5 } },
    explain: 'Transfer: 5+ hearts (system on over the double)',
  },
  {
    name: '1N-doubled-transfer-spades',
    forcing: 'round',
    alert: 'announce',
    auction: '1N X',
    call: '2H',
    when: { len: { S: 5 } },
    explain: 'Transfer: 5+ spades (system on over the double)',
  },
  { name: '1N-doubled-accept', auction: '1N X 2D P', call: '2H', explain: 'Accepts the transfer' },
  { name: '1N-doubled-accept-s', auction: '1N X 2H P', call: '2S', explain: 'Accepts the transfer' },
  {
    name: '1N-stayman-doubled-hearts',
    auction: '1N P 2C X',
    call: '2H',
    when: { len: { H: 4 } },
    explain: 'Four hearts',
  },
  {
    name: '1N-stayman-doubled-spades',
    auction: '1N P 2C X',
    call: '2S',
    when: { len: { S: 4 } },
    explain: 'Four spades',
  },
  {
    name: '1N-stayman-doubled-clubs',
    auction: '1N P 2C X',
    call: 'XX',
    when: { len: { C: 5 }, stop: ['C'] },
    explain: 'No major; strong clubs',
  },
  { name: '1N-stayman-doubled-pass', auction: '1N P 2C X', call: 'P', explain: 'No four-card major' },
  {
    name: '1N-stayman-overcalled-major',
    auction: '1N P 2C 2M',
    call: '2oM',
    when: { len: { oM: 4 } },
    explain: 'Four cards in the other major',
  },
  {
    name: '1N-stayman-overcalled-penalty',
    auction: '1N P 2C 2x|2N P 3C 3x',
    call: 'X',
    when: { len: { x: 4 } },
    explain: 'Penalty: four+ of their suit',
  },
  { name: '1N-stayman-overcalled-pass', auction: '1N P 2C 2x|2N P 3C 3x', call: 'P', explain: 'Nothing to add' },
  {
    name: '1N-transfer-doubled-super',
    auction: '1N P 2H X',
    call: '3S',
    when: { len: { S: 4 } },
    explain: 'Four spades: accepts above the double',
  },
  {
    name: '1N-transfer-doubled-accept',
    auction: '1N P 2H X',
    call: '2S',
    when: { len: { S: 3 } },
    explain: 'Three spades: accepts the transfer',
  },
  {
    name: '1N-transfer-doubled-hearts',
    auction: '1N P 2D X',
    call: '2H',
    when: { len: { H: 3 } },
    explain: 'Three hearts: accepts the transfer',
  },
  {
    name: '1N-transfer-doubled-pass',
    auction: '1N P 2D X|1N P 2H X',
    call: 'P',
    explain: "Only two cards in partner's major",
  },
  {
    name: '1N-transfer-overcalled-accept',
    auction: '1N P 2D 2x',
    call: '3H',
    when: { len: { H: 3 }, hcp: 16 },
    explain: 'Accepts the transfer at the three level: a fit and a maximum',
  },
];

/**
 * SAYC: after a Stayman answer, responder's new minor at the three level is natural and forcing
 * (slam interest); after 2♣–2♦–3NT the system is on one level higher (4♦/4♥ transfers).
 */
// `m` may be the diamonds the opener's 2♦ named, a second variable could not (`2x` then `3m`).
const MINOR_TRY = '1N P 2C P 2D P 3m P|1N P 2C P 2M P 3m P';
const MINOR_RAISED = continued(MINOR_TRY, '4m P');
const NT_EXTRAS: readonly BidRule[] = [
  {
    name: '1N-stayman-minor-slam-try',
    forcing: 'game',
    // 2♦ as a literal: `2x P` then `3m` kept the diamonds out after 2♦ (two variables take two suits).
    auction: '1N P 2C P 2D P|1N P 2C P 2M P',
    call: '3m',
    when: { len: { m: 6 }, hcp: 13 },
    explain: 'Slam interest: a six-card minor, forcing',
  },
  // The opener after the slam try had no rule: the fallback bid 3NT over it, fit or not (and the
  // pattern kept 2♦–3♦ out). With four of the minor or three to an honour it raises (cooperates), else 3NT; over the raise
  // responder asks for aces with 31 between the hands (the Blackwood rules answer and place the slam
  // in the minor), else bids five of it.
  {
    name: '1N-stayman-minor-raise',
    forcing: 'game',
    auction: MINOR_TRY,
    call: '4m',
    // Three cards with the ace, king or queen (the saycbridge suite, misc #9: 3NT over 1NT–2♣–2♠–3♣
    // with ♣J94).
    when: { any: [{ len: { m: 4 } }, { len: { m: 3 }, top3: { m: 1 } }] },
    explain: 'Support for {m}: cooperates with the slam try',
  },
  {
    name: '1N-stayman-minor-3n',
    auction: MINOR_TRY,
    call: '3N',
    explain: 'To play: 3NT, at most two {m}',
  },
  {
    name: '1N-stayman-minor-ask',
    forcing: 'round',
    auction: MINOR_RAISED,
    call: '4N',
    when: { combined: 31, shortest: 1, aces: [1, 2, 3, 4] },
    explain: 'Asks for aces: {m} agreed, slam values',
  },
  {
    name: '1N-stayman-minor-game',
    auction: MINOR_RAISED,
    call: '5m',
    explain: 'To play: game in {m}, no slam',
  },
  ...THREE_NOTRUMP,
  ...FOUR_NOTRUMP,
];

/**
 * The weak two's partner after the answer to its 2NT feature ask (the ask promises 16+ HCP and
 * interest in game; the answer shows a minimum, 3x, or a maximum with a feature, 3y): game in a major
 * with two+ cards (eight between the hands), in a six-card major of its own, or 3NT with the unbid
 * suits stopped when the two reach 25 points, a small slam with 33
 * and three aces, else a sign-off in the suit (standard practice; the SAYC booklet gives the ask only).
 * Before, every answer was passed: 2♦–2NT–3♦–Pass with 23 HCP, 2♠–2NT–3♥–Pass with 16 and three spades.
 */
const ANSWERED = '2x P 2N P 3x P|2x P 2N P 3y P';
const FEATURE_ASKER: readonly BidRule[] = [
  {
    name: 'feature-ask-slam',
    auction: ANSWERED,
    call: '6x',
    when: { above: [['x', 'C']], len: { x: 2 }, aces: [3, 4], combined: 33 },
    explain: 'To play: a small slam in {x}, slam values and three aces',
  },
  {
    name: 'feature-ask-game',
    auction: ANSWERED,
    call: '4x',
    when: { above: [['x', 'D']], len: { x: 2 }, combined: 25 },
    explain: 'To play: game in {x}, a fit and game values',
  },
  {
    name: 'feature-ask-own-major',
    auction: ANSWERED,
    call: '4z',
    when: {
      above: [
        ['x', 'C'],
        ['z', 'D'],
      ],
      len: { z: 6 },
      longest: ['z'],
      combined: 25,
    },
    explain: 'To play: game in my own six-card {z}',
  },
  {
    name: 'feature-ask-3n',
    auction: ANSWERED,
    call: '3N',
    when: { above: [['x', 'C']], combined: 25, stopUnbid: true },
    explain: 'To play: 3NT, game values',
  },
  {
    name: 'feature-ask-signoff',
    auction: '2x P 2N P 3y P',
    call: '3x',
    when: { above: [['x', 'C']] },
    explain: 'Sign-off: no game opposite the answer',
  },
  {
    name: 'feature-ask-pass',
    auction: '2x P 2N P 3x P',
    call: 'P',
    when: { above: [['x', 'C']] },
    explain: 'To play: no game opposite a minimum',
  },
];

/** Everything after our 1NT or 2NT opening, the 2♣ opening, and the weak two's 2NT feature ask. */
export const NOTRUMP: readonly BidRule[] = [
  ...responses('1N', 0, '1N P'),
  ...NT_EXTRAS,
  ...continuations('1N', '1N P'),
  ...responses('2N', 5, '2N P'),
  ...continuations('2N', '2N P'),
  ...responses('2N', 6, '2C P 2D P 2N P', '2c-2n', 7),
  ...continuations('2N', '2C P 2D P 2N P', '2c-2n'),
  ...TWO_CLUBS,
  ...GERBER,
  ...gerberAsker(),
  ...NT_INTERFERENCE,
  ...FEATURE_ASKER,
];
