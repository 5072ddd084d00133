/**
 * A hand record (issue 24: "the hand record with double-dummy results once every table has
 * played the board"): the four hands in compass order and, when the session has it, the
 * double-dummy table (tricks for each declarer in each strain). The server sends a board's deal
 * only once no table can still play it. The deal is read with core's `parseDeal` (PBN 2.1
 * §3.4.11); par comes worked out by the server beside the table (the web app runs the solver only
 * in workers).
 *
 * ```tsx
 * <HandRecord board={5} deal="N:AKQ.… … … …" doubleDummy={{ N: { C: 7, … }, … }}
 *   par={{ score: 420, contracts: […] }} />
 * ```
 */
import { makeHand, parseDeal, type Card, type Seat } from '@biritch/core';
import type { ParWire } from '@biritch/protocol';
import { useI18n } from '../i18n.js';
import { parLine, parScoreText } from '../analysisSelectors.js';

const SUITS = ['S', 'H', 'D', 'C'] as const;
const SYMBOL = { S: '♠', H: '♥', D: '♦', C: '♣' } as const;
const STRAINS = ['NT', 'S', 'H', 'D', 'C'] as const;
const DECLARERS: readonly Seat[] = ['N', 'S', 'E', 'W'];

/** Props of a hand record. */
export interface HandRecordProps {
  readonly board: number;
  /** PBN deal text (`N:… … … …`). */
  readonly deal: string;
  /** Tricks by declarer and strain, or null. */
  readonly doubleDummy?: Readonly<Record<string, unknown>> | null | undefined;
  /** Par from the double-dummy table, or null. */
  readonly par?: ParWire | null | undefined;
}

/** The tricks of a double-dummy table, or null when it is not one (0–13 for each declarer and strain). */
function readTable(
  t: Readonly<Record<string, unknown>> | null | undefined,
): Record<Seat, Record<(typeof STRAINS)[number], number>> | null {
  if (!t) return null;
  for (const seat of DECLARERS) {
    const row = t[seat] as Record<string, unknown> | undefined;
    if (!row) return null;
    for (const s of STRAINS)
      if (typeof row[s] !== 'number' || (row[s] as number) < 0 || (row[s] as number) > 13) return null;
  }
  return t as Record<Seat, Record<(typeof STRAINS)[number], number>>;
}

/** One board's hand record. */
export function HandRecord({ board, deal, doubleDummy, par }: HandRecordProps) {
  const { tr, labels } = useI18n();
  const parLines = par ? par.contracts.map((c) => parLine(c, labels)) : [];
  const parsed = parseDeal(deal);
  if (!parsed.ok) return null;
  const table = readTable(doubleDummy);
  const hand = (seat: Seat) => {
    const suits = makeHand(parsed.value.deal[seat]).split('.');
    return (
      <div className={`hr-hand hr-${seat}`} role="group" aria-label={labels.seatName(seat)}>
        <b className="hr-seat">{labels.seatLetter(seat)}</b>
        {SUITS.map((s, i) => (
          <div key={s} className="hr-suit">
            <span className={s === 'H' || s === 'D' ? 'red' : undefined} role="img" aria-label={labels.suitName(s)}>
              {SYMBOL[s]}
            </span>{' '}
            {(suits[i] ?? '').length === 0
              ? '—'
              : [...suits[i]!].map((r) => labels.rankText(`${s}${r}` as Card)).join(' ')}
          </div>
        ))}
      </div>
    );
  };
  return (
    <div className="hand-record" data-testid={`hand-record-${board}`}>
      <h3>{tr.t('club.results.handRecord', { board })}</h3>
      <div className="hr-diagram">
        {hand('N')}
        {hand('W')}
        <div className="hr-center" aria-hidden="true">
          {board}
        </div>
        {hand('E')}
        {hand('S')}
      </div>
      {table && (
        <table className="dd-table">
          <caption className="visually-hidden">{tr.t('dd.caption')}</caption>
          <thead>
            <tr>
              <th scope="col" />
              {STRAINS.map((s) => (
                <th key={s} scope="col" className={s === 'H' || s === 'D' ? 'red' : undefined}>
                  {s === 'NT'
                    ? labels.callText({ type: 'bid', level: 1, strain: 'NT' }).replace(/^1\s?/, '')
                    : SYMBOL[s]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {DECLARERS.map((seat) => (
              <tr key={seat}>
                <th scope="row">{labels.seatLetter(seat)}</th>
                {STRAINS.map((s) => (
                  <td key={s}>{table[seat][s]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {table && par && (
        <p className="dd-par" data-testid={`par-${board}`}>
          {tr.t('dd.par', { score: parScoreText(par.score, labels) })}
          {parLines.length > 0 && (
            <>
              :{' '}
              {parLines.map((c, i) => (
                <span key={i} role="img" aria-label={c.name}>
                  {i > 0 ? ', ' : ''}
                  {c.text}
                </span>
              ))}
            </>
          )}
        </p>
      )}
    </div>
  );
}
