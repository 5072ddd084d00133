/**
 * A partnership's system card, read from its bidding system (issue 25: "the system is data"): the
 * openings with their meanings and alerts, the conventions the system's rules play, and the
 * robots' opening leads and signals. Players and spectators see it at the table, so they know
 * what the robots bid and play.
 *
 * ```ts
 * const card = systemCard('sayc-rkcb', 'acbl');
 * card.openings[0];     // { call: 1♣, meanings: [{ id: 'explain.open-1c', args: {} }], alert: null }
 * card.conventions[0];  // { id: 'systemCard.conv.stayman', rules: ['1N-stayman', '2N-stayman', …] }
 * card.carding;         // [{ id: 'systemCard.lead.rules' }, { id: 'systemCard.signal.attitude' }, …]
 * ```
 * Every text is an @biritch/i18n message id: `explain.<rule>` for an opening's meaning (the
 * rule's own explanation; `explain.card.<rule>` for the meanings of several rules that open the same
 * call with the same head, merged: "Strong and artificial, forcing: 22+ HCP or nine+ playing tricks"),
 * `systemCard.*` for a convention or an agreement. A convention is on the
 * card only when a rule of the system plays it (the `rules` it lists), so the card cannot claim
 * what the robots do not bid.
 */
import { makeTranslator } from '@biritch/i18n';
import { bid, type Call, type Level, type Strain } from '@biritch/core';
import { alertUnder, type AlertRegulation } from './alerts.js';
import { explanationMessage, type Alert, type BidRule, type ExplanationMessage } from './engine.js';
import { SYSTEMS, type SystemName } from './system/systems.js';

/** One opening call and what it shows. */
export interface SystemCardOpening {
  readonly call: Call;
  /**
   * Its meanings (one per opening rule of the call, the same text once; rules whose texts share a head
   * before ": " as one merged meaning, `explain.card.<first rule>`), as `explain.*` messages.
   */
  readonly meanings: readonly ExplanationMessage[];
  /** Whether the call is alerted or announced under the card's regulation (null: neither). */
  readonly alert: Alert | null;
}

/** A convention or an agreement on the card. */
export interface SystemCardEntry {
  /** Its @biritch/i18n message id (`systemCard.*`). */
  readonly id: string;
  /** The system's rules that play it (empty for the card-play agreements, which are not bidding rules). */
  readonly rules: readonly string[];
}

/** A system card. */
export interface SystemCard {
  readonly system: SystemName;
  readonly regulation: AlertRegulation;
  /** Opening bids, lowest first (passes are not listed). */
  readonly openings: readonly SystemCardOpening[];
  /** Conventions in the order of a convention card: no trump, slam, major raises, competition. */
  readonly conventions: readonly SystemCardEntry[];
  /** Opening leads and signals: the robots' standard carding (play/heuristics.ts, play/signals.ts). */
  readonly carding: readonly SystemCardEntry[];
}

/** A convention and the rule names that play it. */
interface ConventionSpec {
  readonly id: string;
  readonly rules: RegExp;
}

/**
 * The conventions a card may show, in card order, each with the names of the rules that play it.
 * The messages are in @biritch/i18n's table catalogs (`systemCard.conv.*`).
 */
export const CONVENTIONS: readonly ConventionSpec[] = [
  { id: 'systemCard.conv.stayman', rules: /^(1N|2N|2c-2n)-stayman$/ },
  { id: 'systemCard.conv.transfers', rules: /^(1N|2N|2c-2n)-transfer-(hearts|spades)$/ },
  { id: 'systemCard.conv.superAccept', rules: /^(1N|2N|2c-2n)-superaccept-(hearts|spades)$/ },
  { id: 'systemCard.conv.minorTransfer', rules: /^1N-minor-transfer$/ },
  { id: 'systemCard.conv.quantitative', rules: /^(1N|2N|2c-2n)-quantitative$/ },
  { id: 'systemCard.conv.threeNotrump', rules: /^3n-(transfer-(hearts|spades)|quantitative)$/ },
  { id: 'systemCard.conv.twoClubsFourNotrump', rules: /^2c-rebid-4n$/ },
  { id: 'systemCard.conv.gerber', rules: /^gerber-[0-3]$/ },
  { id: 'systemCard.conv.blackwood', rules: /^blackwood-[0-3]$/ },
  { id: 'systemCard.conv.rkcb', rules: /^rkcb-(ask|1-4|0-3|2-no-queen|2-queen)$/ },
  { id: 'systemCard.conv.controlBids', rules: /^cue-(first|answer)$/ },
  { id: 'systemCard.conv.exclusion', rules: /^excl-ask$/ },
  { id: 'systemCard.conv.gsf', rules: /^gsf-(six|seven)$/ },
  { id: 'systemCard.conv.twoOverOne', rules: /^gf-major-two-over-one$/ },
  { id: 'systemCard.conv.forcingNT', rules: /^gf-major-1n-forcing$/ },
  { id: 'systemCard.conv.jacoby2NT', rules: /^major-jacoby-2n$/ },
  { id: 'systemCard.conv.splinters', rules: /^major-splinter$/ },
  { id: 'systemCard.conv.helpSuit', rules: /^opener-help-suit-try$/ },
  { id: 'systemCard.conv.fourthSuit', rules: /^resp-fourth-suit$/ },
  { id: 'systemCard.conv.weakTwoAsk', rules: /^weak-two-ask$/ },
  { id: 'systemCard.conv.negativeDouble', rules: /^neg-double-/ },
  { id: 'systemCard.conv.supportDouble', rules: /^support-double$/ },
  { id: 'systemCard.conv.responsiveDouble', rules: /^responsive-double$/ },
  { id: 'systemCard.conv.reopeningDouble', rules: /^reopen-double$/ },
  { id: 'systemCard.conv.jordan', rules: /^vs-double-jordan$/ },
  { id: 'systemCard.conv.weakJump', rules: /^overcall-weak-jump$/ },
  { id: 'systemCard.conv.michaels', rules: /^michaels-(major|minor)$/ },
  { id: 'systemCard.conv.unusual2NT', rules: /^unusual-2n-(major|clubs|diamonds)$/ },
  { id: 'systemCard.conv.cappelletti', rules: /^cappelletti-(one-suiter|majors|hearts-minor|spades-minor|minors)$/ },
  { id: 'systemCard.conv.lebensohl', rules: /^leb-relay$/ },
  { id: 'systemCard.conv.vsJumpOvercall', rules: /^vs-jump-double$/ },
  { id: 'systemCard.conv.vsPreempts', rules: /^over-weak-double$/ },
  { id: 'systemCard.conv.leadDirecting', rules: /^lead-directing-double$/ },
];

/**
 * The robots' card play, the same whatever the bidding system: leads by the rules of thumb
 * (checked by simulation), standard signals (robots NOTES.md, "Signals").
 */
export const CARDING: readonly SystemCardEntry[] = [
  { id: 'systemCard.lead.rules', rules: [] },
  { id: 'systemCard.signal.attitude', rules: [] },
  { id: 'systemCard.signal.count', rules: [] },
  { id: 'systemCard.signal.preference', rules: [] },
  { id: 'systemCard.signal.discards', rules: [] },
];

const ENGLISH = makeTranslator('en');
const STRAINS: Readonly<Record<string, Strain>> = { C: 'C', D: 'D', H: 'H', S: 'S', N: 'NT' };

/** A rule's literal bid (`1N`, `3C`), or null for a pass, a double or a template. */
function literalBid(rule: BidRule): Call | null {
  const m = /^([1-7])([CDHSN])$/.exec(rule.call);
  if (!m) return null;
  return bid(Number(m[1]) as Level, STRAINS[m[2]!]!);
}

/** The head of a meaning: its English text up to the first ": " ("Strong and artificial, forcing"). */
const headOf = (text: string): string => {
  const at = text.indexOf(': ');
  return at < 0 ? text : text.slice(0, at);
};

/** The id of the merged meaning of rules that open a call with the same head (keyed by the first rule). */
export const mergedMeaningId = (firstRule: string): string => `explain.card.${firstRule}`;

/**
 * A call's meanings with those sharing a head merged into one line, when the catalogs have the merged
 * text (`explain.card.<first rule>`): the card shows each meaning once (else each rule's own line).
 */
function mergeHeads(meanings: readonly { message: ExplanationMessage; rule: string; text: string }[]) {
  const out: ExplanationMessage[] = [];
  const done = new Set<string>();
  for (const m of meanings) {
    const head = headOf(m.text);
    if (done.has(head)) continue;
    const same = meanings.filter((o) => headOf(o.text) === head);
    const merged = mergedMeaningId(m.rule);
    if (same.length > 1 && ENGLISH.has(merged)) {
      done.add(head);
      out.push({ id: merged, args: m.message.args });
    } else out.push(m.message);
  }
  return out;
}

const order = (c: Call): number => (c.type === 'bid' ? c.level * 5 + ['C', 'D', 'H', 'S', 'NT'].indexOf(c.strain) : 0);

/** The system card of `system` under an alert regulation (default `acbl`). */
export function systemCard(system: SystemName, regulation: AlertRegulation = 'acbl'): SystemCard {
  const rules = SYSTEMS[system];
  const openings = new Map<
    string,
    {
      call: Call;
      meanings: { message: ExplanationMessage; rule: string; text: string }[];
      texts: Set<string>;
      alert: Alert | null;
    }
  >();
  for (const rule of rules) {
    if (rule.auction !== '') continue;
    const call = literalBid(rule);
    if (!call) continue;
    const key = rule.call;
    const entry = openings.get(key) ?? { call, meanings: [], texts: new Set<string>(), alert: null };
    const message = explanationMessage(rule, {});
    const text = ENGLISH.message(message.id, message.args) ?? rule.explain;
    if (!entry.texts.has(text)) {
      entry.texts.add(text);
      entry.meanings.push({ message, rule: rule.name, text });
    }
    entry.alert ??= alertUnder(regulation, { rule: rule.name, alert: rule.alert }, [], call) ?? null;
    openings.set(key, entry);
  }
  const names = rules.map((r) => r.name);
  return {
    system,
    regulation,
    openings: [...openings.values()]
      .sort((a, b) => order(a.call) - order(b.call))
      .map(({ call, meanings, alert }) => ({ call, meanings: mergeHeads(meanings), alert })),
    conventions: CONVENTIONS.map((c) => ({ id: c.id, rules: names.filter((n) => c.rules.test(n)) })).filter(
      (c) => c.rules.length > 0,
    ),
    carding: CARDING,
  };
}
