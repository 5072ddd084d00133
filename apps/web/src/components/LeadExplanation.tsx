/**
 * After the deal: why the robot led what it led (issue 25, "explain the choice on request after the
 * deal"). A button asks the server; its answer is the robot's reasons in the reader's language and
 * the leads its simulation weighed, each with the tricks it gave the defence on average over the
 * layouts. Presentation only: the answer comes from the table's state (`state.lead`).
 *
 * ```tsx
 * <LeadExplanation leader="W" card="SK" answer={state.lead} onAsk={() => client.explainLead(locale)} />
 * ```
 */
import { suitOf, type Card, type Seat } from '@biritch/core';
import { isRed, suitSymbol } from '../selectors.js';
import type { LeadAnswer } from '../store/tableStore.js';
import { useI18n } from '../i18n.js';

/** Props of the lead explanation. */
export interface LeadExplanationProps {
  /** The robot that led, and its card (from the deal's record). */
  readonly leader: Seat;
  readonly card: Card;
  /** The server's answer once asked, or null. */
  readonly answer: LeadAnswer | null;
  readonly onAsk: () => void;
}

/** The most leads listed (the simulation may weigh all thirteen). */
const MOST_LEADS = 6;

/** "Why this lead?" and, once answered, the robot's reasons. */
export function LeadExplanation({ leader, card, answer, onAsk }: LeadExplanationProps) {
  const { tr, labels } = useI18n();
  // An answer about another lead (a deal before) is not this one's.
  const mine = answer && answer.seat === leader && answer.card === card ? answer : null;
  return (
    <div className="lead-why" data-testid="lead-why" aria-live="polite">
      {!mine && (
        <button type="button" className="btn btn-small" onClick={onAsk}>
          {tr.t('lead.why', { seat: labels.seatName(leader), card: labels.cardName(card) })}
        </button>
      )}
      {mine && (
        <>
          <h3>{tr.t('lead.title', { seat: labels.seatName(leader), card: labels.cardName(card) })}</h3>
          <p>{mine.text ?? tr.t('lead.noReasons')}</p>
          {mine.leads.length > 1 && (
            <table className="lead-table">
              <caption>{tr.t('lead.weighed')}</caption>
              <thead>
                <tr>
                  <th scope="col">{tr.t('lead.card')}</th>
                  <th scope="col">{tr.t('lead.average')}</th>
                </tr>
              </thead>
              <tbody>
                {mine.leads.slice(0, MOST_LEADS).map((l) => (
                  <tr key={l.card} className={l.card === card ? 'lead-chosen' : undefined}>
                    <td>
                      <span aria-hidden="true" className={isRed(suitOf(l.card)) ? 'red' : undefined}>
                        {suitSymbol(suitOf(l.card))}
                        {labels.rankText(l.card)}
                      </span>
                      <span className="visually-hidden">{labels.cardName(l.card)}</span>
                    </td>
                    <td>{tr.number(l.average, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </div>
  );
}
