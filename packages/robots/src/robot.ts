/**
 * A robot for one seat: the server hands it every new view of that seat and sends whatever
 * command it returns, through the same path as a person's.
 *
 * ```ts
 * const robot = createRobot({ seat: 'E', rng: seededRandom(1), solver: createTsSolver() });
 * const cmd = robot.onView(viewFor(state, 'E')); // { type: 'call', call } | { type: 'play', card } | … | null
 * robot.explain(view.auction, 0)                 // '15–17 HCP, balanced'
 * robot.explain(view.auction, 0, 'N', makeTranslator('pl')) // '15–17 PC, układ zrównoważony'
 * ```
 * It bids the natural system of `bidding/system` (standard rule set; under another rule set it
 * picks only among the legal calls core offers), plays cards with `chooseCard`, and answers
 * claims and undo requests. All randomness comes from `rng`; the clock from `now`.
 */
import {
  handFromCards,
  type AuctionCall,
  type Card,
  type Call,
  type Seat,
  type TableCommand,
  type TableView,
  type Trick,
  callEquals,
} from '@biritch/core';
import type { RandomSource } from '@biritch/dealer';
import { makeTranslator, type Translator } from '@biritch/i18n';
import type { SolverBackend } from '@biritch/solver';
import { chooseCall, explainCall } from './bidding/bidder.js';
import { rulesFacing, type SystemName } from './bidding/system/systems.js';
import type { Alert, ExplanationMessage } from './bidding/engine.js';
import { alertUnder, type AlertRegulation } from './bidding/alerts.js';
import { explanationIn } from './explanations.js';
import { chooseCard, type CardMethod, type LeadScore } from './play/chooseCard.js';
import { respondToClaim, respondToUndo } from './play/claims.js';
import { uniformFrom } from './play/random.js';
import { stoppableSolver } from './play/solverChoice.js';
import { STRENGTHS, type PlayPolicy, type RobotStrength } from './play/strength.js';
import { chooseVariantCall, positionalTricks, positionalView } from './variants.js';
import { tableSystems } from './play/systems.js';

/** How to make a robot. */
export interface RobotOptions {
  readonly seat: Seat;
  /** Time per decision in milliseconds (default 500). */
  readonly timeBudgetMs?: number;
  /** The random source for sampling (seeded in tests, crypto or seeded per table in the server). */
  readonly rng: RandomSource;
  /** A double-dummy solver shared by the server's robots; without one they play by rules of thumb. */
  readonly solver?: SolverBackend | null;
  /** Clock in milliseconds (default `performance.now`). */
  readonly now?: () => number;
  /** Whether this table lets robots approve the undo of an obvious misclick. */
  readonly allowMisclickUndo?: boolean;
  /** Layouts to solve per card (default 24, or the strength's). */
  readonly samples?: number;
  /** How many of the hidden players' last cards weigh the layouts (default 0, or the strength's; play/playedWell.ts). */
  readonly readCards?: number | undefined;
  /** The partnership's bidding system (default `sayc`; give both robots of a pair the same). */
  readonly system?: SystemName | undefined;
  /**
   * The opponents' bidding system (default: the robot's own), with whose rules the card play reads
   * their calls (play/systems.ts); the robot's side's calls are read with `system`'s.
   */
  readonly opponentsSystem?: SystemName | undefined;
  /**
   * Whose alert rules the robot follows (default `acbl`): an alerted or announced call goes with its
   * explanation as the call's alert, which the opponents see and partner does not (Law 16).
   */
  readonly alertRegulation?: AlertRegulation | undefined;
  /** Strength of the card play (play/strength.ts); sets the samples and the time unless given. */
  readonly strength?: RobotStrength | undefined;
  /** `sampled` (default: leads by simulation, signals) or `baseline` (the issue 8 card play). */
  readonly playPolicy?: PlayPolicy | undefined;
  /** Whether the opponents play standard signals too, so the robot reads their cards (default true). */
  readonly opponentsSignal?: boolean | undefined;
}

/** How a robot's latest decision was made. */
export type RobotDecision =
  | {
      readonly kind: 'call';
      readonly call: Call;
      readonly rule: string;
      readonly explanation: string;
      readonly message: ExplanationMessage;
      /** Whether the call was alerted or announced, under the robot's alert regulation. */
      readonly alert?: Alert | undefined;
    }
  | {
      readonly kind: 'card';
      readonly card: string;
      readonly method: CardMethod;
      readonly samples: number;
      /** Why (an @biritch/i18n `play.*` message). */
      readonly message: ExplanationMessage;
      /** For a simulated opening lead: every lead's average, best first. */
      readonly leads?: readonly LeadScore[];
      /** For a card chosen double dummy: every legal card's average over the layouts, best first. */
      readonly scores?: readonly LeadScore[];
      /** For a card chosen double dummy: the rules of thumb's card. */
      readonly rule?: Card;
    };

/** A robot in one seat. */
export interface Robot {
  readonly seat: Seat;
  /** Takes the seat's latest view; returns the command to send now, or null when nothing is due. */
  onView(view: TableView): TableCommand | null;
  /** How the robot's latest call or card was chosen (the rule and its meaning, or the card method). */
  readonly lastDecision: RobotDecision | null;
  /** What the call at `callIndex` of an auction means in the robots' system: in English, or in `tr`'s language. */
  explain(auction: readonly AuctionCall[], callIndex: number, dealer?: Seat, tr?: Translator): string;
  /** Why the robot chose its opening lead of the current (or just ended) deal, or null if it did not lead. */
  explainLead(tr?: Translator): string | null;
  /** The card-play agreements (signals) the robot plays, for the table's convention card. */
  explainAgreements(tr?: Translator): string;
}

const ENGLISH = makeTranslator('en');
/** The default clock, one function for all robots (so that they share one stoppable solver). */
const wallClock = (): number => performance.now();
const FALLBACK: ExplanationMessage = { id: 'explain.fallback', args: {} };
const NO_MEANING: ExplanationMessage = { id: 'explain.no-meaning', args: {} };

/** Whether the view asks for the deal's first card (the opening lead). */
export const isOpeningLeadView = (view: TableView): boolean =>
  view.playedTricks.length === 0 && (view.currentTrick?.cards.length ?? 0) === 0;

/** Creates a robot for a seat. */
export function createRobot(options: RobotOptions): Robot {
  const seat = options.seat;
  const level = options.strength ? STRENGTHS[options.strength] : null;
  const budget = options.timeBudgetMs ?? level?.timeBudgetMs ?? 500;
  const samples = options.samples ?? level?.samples;
  const readCards = options.readCards ?? level?.readCards ?? 0;
  const solver = level && !level.solver ? null : (options.solver ?? null);
  const now = options.now ?? wallClock;
  // The native solver cannot be stopped: the end of a card's time goes to the TypeScript one
  // (solverChoice.ts), made and warmed here, before any card's time starts.
  const stoppable = solver?.name === 'dds' && !solver.abandonable ? stoppableSolver(now) : null;
  const tailSolver = stoppable ? () => stoppable : undefined;
  const next = uniformFrom(options.rng);
  let history: Trick[] = [];
  let lastDecision: RobotDecision | null = null;
  const ownSystem = options.system ?? 'sayc';
  const theirSystem = options.opponentsSystem ?? ownSystem;
  // Each side's rules with its defence to the other's openings (system/facing.ts).
  const rules = rulesFacing(ownSystem, theirSystem);
  const opponentsRules = rulesFacing(theirSystem, ownSystem);
  let leadDecision: (RobotDecision & { kind: 'card' }) | null = null;

  /** The completed tricks of this deal: public, so every view carries them all (undo included). */
  const track = (view: TableView): void => {
    history = [...view.playedTricks];
  };

  const bid = (view: TableView): TableCommand | null => {
    const cards = view.hands[seat];
    if (!cards || view.legalCalls.length === 0) return null;
    // Four at One Table and Hao bridge (issue 6): their own policy in variants.ts.
    const variant = view.ruleSet !== 'standard' ? chooseVariantCall(view) : null;
    if (variant) {
      const { call, rule, explanation, message } = variant;
      lastDecision = { kind: 'call', call, rule, explanation, message };
      return { type: 'call', call: variant.call };
    }
    const calls = view.auction.map((c) => c.call);
    const r =
      view.ruleSet === 'standard' && view.dealer
        ? chooseCall(
            {
              hand: handFromCards(cards),
              auction: calls,
              dealer: view.dealer,
              vulnerability: view.scoredVulnerability ?? 'none',
            },
            rules,
            // Robots of a strength with a solver think where no rule fits (bidding/think.ts).
            // Their own budget (issue 25: p99 under 100 ms a call), never more than the card's.
            // The opponents' calls are read by their own system. They weigh a slam where the
            // rules stop in game (think.ts `judgeSlam`).
            solver && level
              ? { solver, next, now, budgetMs: Math.min(level.thinkBudgetMs, budget), opponentsRules, slams: true }
              : undefined,
          )
        : null;
    const wanted: Call = r?.ok ? r.value.call : { type: 'pass' };
    const legal = view.legalCalls;
    const call = legal.find((c) => callEquals(c, wanted)) ?? legal.find((c) => c.type === 'pass') ?? legal[0]!;
    if (!r?.ok || !callEquals(call, wanted)) {
      lastDecision = {
        kind: 'call',
        call,
        rule: 'fallback',
        explanation: 'No system call is legal here',
        message: FALLBACK,
      };
      return { type: 'call', call };
    }
    const alert = alertUnder(options.alertRegulation ?? 'acbl', r.value, calls, call);
    const { rule, explanation, message } = r.value;
    lastDecision = { kind: 'call', call, rule, explanation, message, alert };
    // The alert's text is the call's meaning (as a person self-alerts online); the table shows it
    // to the opponents only, and `explain` gives it in each reader's language.
    return alert ? { type: 'call', call, alert: explanation } : { type: 'call', call };
  };

  return {
    seat,
    get lastDecision(): RobotDecision | null {
      return lastDecision;
    },
    onView(view: TableView): TableCommand | null {
      if (view.viewer !== seat) return null;
      track(view);
      // After a variant's seat swap the card play thinks in table positions (variants.ts).
      const claim = respondToClaim(positionalView(view), positionalTricks(view.seats, history), {
        solver: options.solver ?? null,
        timeBudgetMs: budget,
      });
      if (claim !== null) return { type: 'respondClaim', accept: claim };
      const undo = respondToUndo(view, options.allowMisclickUndo ?? false);
      if (undo !== null) return { type: 'respondUndo', accept: undo };
      if (view.toAct !== seat) return null;
      if (view.phase === 'auction') {
        leadDecision = null;
        return bid(view);
      }
      if (view.phase === 'play') {
        const positional = positionalView(view);
        const viewer = positional.viewer === 'spectator' ? seat : positional.viewer;
        const r = chooseCard(positional, positionalTricks(view.seats, history), {
          solver,
          systems: tableSystems(viewer, options.system ?? 'sayc', options.opponentsSystem ?? options.system ?? 'sayc'),
          next,
          now,
          timeBudgetMs: budget,
          policy: options.playPolicy ?? 'sampled',
          ...(options.opponentsSignal === undefined ? {} : { opponentsSignal: options.opponentsSignal }),
          ...(samples === undefined ? {} : { samples }),
          ...(level ? { leadSamples: level.leadSamples } : {}),
          readCards,
          tailSolver,
        });
        if (!r.ok) return null;
        const { card, method, samples: solved, message, leads, scores, rule } = r.value;
        const decision = {
          kind: 'card' as const,
          card,
          method,
          samples: solved,
          message,
          ...(leads ? { leads } : {}),
          ...(scores ? { scores } : {}),
          ...(rule ? { rule } : {}),
        };
        lastDecision = decision;
        if (isOpeningLeadView(view)) leadDecision = decision;
        return { type: 'play', card: r.value.card };
      }
      return null;
    },
    explainLead(tr?: Translator): string | null {
      if (!leadDecision) return null;
      return (tr ?? ENGLISH).message(leadDecision.message.id, leadDecision.message.args) ?? leadDecision.message.id;
    },
    explainAgreements(tr?: Translator): string {
      return (tr ?? ENGLISH).message('play.agreements.signals', {}) ?? 'play.agreements.signals';
    },
    explain(auction: readonly AuctionCall[], callIndex: number, dealer?: Seat, tr?: Translator): string {
      const item = auction[callIndex];
      if (!item) return tr?.message('error.explain/no-call') ?? 'No such call';
      const d = dealer ?? auction[0]?.seat ?? 'N';
      const r = explainCall(
        auction.slice(0, callIndex).map((c) => c.call),
        item.call,
        { dealer: d, rules },
      );
      const e = r.ok ? r.value : { explanation: 'No agreed meaning', message: NO_MEANING };
      return tr ? explanationIn(e, tr) : e.explanation;
    },
  };
}
