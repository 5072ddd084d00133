/**
 * One past deal (`/deals/TABLE.DEAL` for a deal the person played, `/shared/ID` for a shared
 * link that anyone may open, signed in or not; issue 26): the deal replayed card by card, the
 * auction with its alerts, the double-dummy table and par, the PBN or LIN file, a share link,
 * and at rubber and Chicago tables the score sheet headed We/They from the player's side.
 * Everything comes from the server's record of the ended deal (core's spectator view at its end).
 *
 * ```tsx
 * <PastDealPage dealId="kT3x.2" />
 * <PastDealPage shareId="AAAAAAAAAAAAAAAAAAAAAA" />
 * ```
 */
import { useEffect, useMemo, useState } from 'react';
import type { Card, Seat } from '@biritch/core';
import type { PastDeal, TableInfo } from '@biritch/protocol';
import { getTable } from '../net/api.js';
import { linkClick } from '../route.js';
import { useI18n } from '../i18n.js';
import {
  ALL_SEATS,
  groupBySuit,
  isRed,
  positionOf,
  replayAt,
  suitOfCard,
  suitSymbol,
  type PlayedCardModel,
  type Position,
  type TrickModel,
} from '../selectors.js';
import { AuctionView } from '../components/AuctionView.js';
import { DoubleDummyPanel } from '../components/DoubleDummyPanel.js';
import { deviceSeatTokens } from '../account/accountApi.js';
import { dealFile, pastDeal, shareDeal, type DealSource } from './historyApi.js';
import { selectPastDeal } from './historySelectors.js';
import { WeTheySheet } from './WeTheySheet.js';
import './history.css';

type Load =
  | { readonly state: 'loading' }
  | { readonly state: 'failed'; readonly error: { readonly code: string; readonly message: string } }
  | { readonly state: 'ready'; readonly deal: PastDeal };

/** The page of one past deal. */
export function PastDealPage({ dealId, shareId }: { readonly dealId?: string; readonly shareId?: string }) {
  const { tr, locale } = useI18n();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const source: DealSource = useMemo(
    () => (shareId !== undefined ? { shareId } : { dealId: dealId ?? '' }),
    [dealId, shareId],
  );
  useEffect(() => {
    let live = true;
    void pastDeal(source, deviceSeatTokens(window.localStorage), locale).then((r) => {
      if (live) setLoad(r.ok ? { state: 'ready', deal: r.value } : { state: 'failed', error: r.error });
    });
    return () => {
      live = false;
    };
  }, [source, locale]);

  if (load.state === 'loading')
    return (
      <p className="muted" role="status">
        {tr.t('history.loading')}
      </p>
    );
  if (load.state === 'failed')
    return (
      <div className="panel" role="alert">
        <h1>{tr.t('deal.notFound')}</h1>
        <p>{tr.error(load.error)}</p>
        <a className="btn" href="/deals" onClick={linkClick({ page: 'deals' })}>
          {tr.t('deal.backToDeals')}
        </a>
      </div>
    );
  return <DealView deal={load.deal} source={source} />;
}

/** A past deal once loaded. */
function DealView({ deal, source }: { readonly deal: PastDeal; readonly source: DealSource }) {
  const { tr, labels } = useI18n();
  const model = useMemo(() => selectPastDeal(deal, labels), [deal, labels]);
  const result = model.table.result;
  // Opened as dealt (all four hands, as the table's result shows them): a player looks at the
  // hands first, then steps through the play.
  const [step, setStep] = useState(0);
  const [info, setInfo] = useState<TableInfo | null>(null);
  const shared = 'shareId' in source;

  useEffect(() => {
    document.title = `${tr.t('deal.title', { board: deal.board })} — Biritch`;
  }, [tr, deal.board]);

  // Rubber and Chicago: the table's score sheet (its public info) for We/They.
  const sheetForm = deal.form === 'rubber' || deal.form === 'chicago';
  useEffect(() => {
    if (!sheetForm) return;
    let live = true;
    void getTable(deal.tableId).then((r) => {
      if (live && r.ok) setInfo(r.value);
    });
    return () => {
      live = false;
    };
  }, [sheetForm, deal.tableId]);

  const bottom: Seat = deal.seat ?? 'S';
  const at = result?.deal ? replayAt(result.deal, result.tricks, step) : null;
  return (
    <div className="past-deal">
      <div className="history-head">
        {!shared && (
          <a href="/deals" onClick={linkClick({ page: 'deals' })}>
            ← {tr.t('deal.backToDeals')}
          </a>
        )}
        <h1>{tr.t('deal.title', { board: deal.board })}</h1>
        <p className="muted" data-testid="deal-facts">
          {[
            model.form,
            tr.t('deal.table', { code: deal.tableCode }),
            model.date,
            tr.t('result.dealerVul', {
              seat: labels.seatName(deal.dealer),
              vul: labels.vulnerabilityText(deal.vulnerability),
            }),
          ]
            .filter((s) => s !== '')
            .join(' · ')}
        </p>
        {deal.seat && <p>{tr.t('deal.youSat', { seat: labels.seatName(deal.seat) })}</p>}
      </div>
      <div className="past-grid">
        <section className="panel" aria-labelledby="pd-result">
          <h2 id="pd-result">{tr.t('deal.result')}</h2>
          <p className="result-headline">
            <span className="big" role="img" aria-label={model.result.name} data-testid="deal-contract">
              {model.result.text}
            </span>
            {model.myScore !== null && (
              <span className={model.myScore >= 0 ? 'score-pos' : 'score-neg'}>
                {tr.t('deal.yourScore', { score: tr.signed(model.myScore) })}
              </span>
            )}
          </p>
          {deal.score && (
            <p className="muted">
              {labels.sideLetters('N', 'S')} {tr.signed(deal.score.NS)}, {labels.sideLetters('E', 'W')}{' '}
              {tr.signed(deal.score.EW)}
            </p>
          )}
          {at && result && (
            <>
              <ReplayFelt hands={at.hands} trick={at.trick} bottom={bottom} declarer={result.declarer} />
              <ReplayControls step={step} plays={result.plays} onStep={setStep} trickNumber={at.trickNumber} />
            </>
          )}
        </section>
        <div className="past-side">
          {model.auction && (
            <section className="panel" aria-labelledby="pd-auction">
              <h2 id="pd-auction">{tr.t('deal.auction')}</h2>
              <AuctionView auction={model.auction} />
              <p className="muted field-hint">{tr.t('deal.auctionHelp')}</p>
            </section>
          )}
          <section className="panel">
            <DoubleDummyPanel model={model.doubleDummy} />
            {!model.doubleDummy && <p className="muted">{tr.t('deal.noAnalysis')}</p>}
          </section>
          <FilesAndSharing source={source} />
          {sheetForm && info?.sheet && <WeTheySheet info={info} side={model.side} />}
        </div>
      </div>
    </div>
  );
}

/** The four hands as they stand at the replay step, and the trick in the middle. */
function ReplayFelt({
  hands,
  trick,
  bottom,
  declarer,
}: {
  readonly hands: Readonly<Record<Seat, readonly Card[]>>;
  readonly trick: TrickModel;
  readonly bottom: Seat;
  readonly declarer: Seat | null;
}) {
  const { tr, labels } = useI18n();
  const { seatName, suitName, rankText, cardName } = labels;
  const spot = (seat: Seat): Position => positionOf(seat, bottom);
  const trickName =
    trick.cards.length === 0
      ? tr.t('table.noCardsYet')
      : trick.cards.map((p) => tr.t('table.seatCard', { seat: seatName(p.seat), card: cardName(p.card) })).join(', ');
  return (
    <div className="replay-felt" role="group" aria-label={tr.t('deal.replayFelt')}>
      {ALL_SEATS.map((seat) => {
        const groups = groupBySuit(hands[seat]);
        return (
          <div
            key={seat}
            className={`rh rh-${spot(seat)}`}
            role="group"
            aria-label={`${seatName(seat)}: ${groups
              .map((g) =>
                tr.t('result.holding', {
                  suit: suitName(g.suit),
                  cards: g.cards.length ? g.cards.map(rankText).join(' ') : tr.t('result.void'),
                }),
              )
              .join(', ')}`}
          >
            <h3>
              {seatName(seat)}
              {declarer === seat && <span className="dh-role"> · {tr.t('role.declarer')}</span>}
            </h3>
            {groups.map((g) => (
              <div className="suit-line" key={g.suit} aria-hidden="true">
                <span className={`sym${isRed(g.suit) ? ' red' : ''}`}>{suitSymbol(g.suit)}</span>
                {g.cards.length ? g.cards.map(rankText).join('') : '—'}
              </div>
            ))}
          </div>
        );
      })}
      <div className="rt" role="group" aria-label={trickName} data-testid="replay-trick">
        {trick.cards.map((p) => {
          const card = p.card;
          const suit = suitOfCard(card);
          return (
            <span
              key={p.seat}
              className={`rt-card rt-${spot(p.seat)}${trick.winner === p.seat ? ' winner' : ''}${isRed(suit) ? ' red' : ''}`}
              aria-hidden="true"
            >
              {suitSymbol(suit)}
              {rankText(card)}
            </span>
          );
        })}
      </div>
    </div>
  );
}

/** The replay's controls: start, back, a slider of every card, forward, end. */
function ReplayControls({
  step,
  plays,
  onStep,
  trickNumber,
}: {
  readonly step: number;
  readonly plays: readonly PlayedCardModel[];
  readonly onStep: (n: number) => void;
  readonly trickNumber: number;
}) {
  const { tr, labels } = useI18n();
  const last = plays[step - 1];
  const where =
    step === 0
      ? tr.t('table.asDealt') // the words of the live table's replay, not a bare "start"
      : tr.t('table.seatCard', { seat: labels.seatName(last!.seat), card: labels.cardName(last!.card) });
  return (
    <div className="replay-controls" role="group" aria-label={tr.t('result.replay')}>
      <button type="button" className="btn btn-small" onClick={() => onStep(0)} aria-label={tr.t('result.toStart')}>
        «
      </button>
      <button
        type="button"
        className="btn btn-small"
        id="replay-back"
        onClick={() => onStep(Math.max(0, step - 1))}
        aria-label={tr.t('result.back')}
      >
        ◀
      </button>
      <input
        type="range"
        min={0}
        max={plays.length}
        value={step}
        aria-label={tr.t('result.cardPlayed')}
        aria-valuetext={where}
        onChange={(e) => onStep(Number(e.target.value))}
      />
      <button
        type="button"
        className="btn btn-small"
        id="replay-next"
        onClick={() => onStep(Math.min(plays.length, step + 1))}
        aria-label={tr.t('result.next')}
      >
        ▶
      </button>
      <button
        type="button"
        className="btn btn-small"
        onClick={() => onStep(plays.length)}
        aria-label={tr.t('result.toEnd')}
      >
        »
      </button>
      <span className="muted replay-where" aria-live="polite" data-testid="replay-where">
        {trickNumber > 0 ? `${tr.t('deal.trick', { number: trickNumber })}: ${where}` : where}
      </span>
    </div>
  );
}

/** PBN and LIN downloads, and the share link (only the player's own deal can be shared). */
function FilesAndSharing({ source }: { readonly source: DealSource }) {
  const { tr } = useI18n();
  const [problem, setProblem] = useState<{ readonly code: string; readonly message: string } | null>(null);
  const [link, setLink] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);

  const download = async (format: 'pbn' | 'lin') => {
    setProblem(null);
    const r = await dealFile(source, format, deviceSeatTokens(window.localStorage));
    if (!r.ok) {
      setProblem(r.error);
      return;
    }
    // A guest's request carries seat tokens in a header, which a plain link cannot: the file is
    // fetched, then saved from memory under the server's name.
    const url = URL.createObjectURL(new Blob([r.value.text], { type: 'text/plain;charset=utf-8' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = r.value.name;
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };

  const share = async () => {
    if (!('dealId' in source)) return;
    setProblem(null);
    const r = await shareDeal(source.dealId, deviceSeatTokens(window.localStorage));
    if (!r.ok) setProblem(r.error);
    else setLink(`${window.location.origin}/shared/${r.value.shareId}`);
  };

  return (
    <section className="panel" aria-labelledby="pd-files">
      <h2 id="pd-files">{tr.t('deal.files')}</h2>
      <div className="account-actions">
        <button type="button" className="btn" id="download-pbn" onClick={() => void download('pbn')}>
          {tr.t('deal.downloadPbn')}
        </button>
        <button type="button" className="btn" id="download-lin" onClick={() => void download('lin')}>
          {tr.t('deal.downloadLin')}
        </button>
        {'dealId' in source && (
          <button type="button" className="btn" id="share-deal" onClick={() => void share()}>
            {tr.t('deal.share')}
          </button>
        )}
      </div>
      {link && (
        <div className="share-link">
          <label className="field-label" htmlFor="share-url">
            {tr.t('deal.shareLink')}
          </label>
          <div className="join-row">
            <input id="share-url" type="text" readOnly value={link} onFocus={(e) => e.target.select()} />
            <button
              type="button"
              className="btn"
              onClick={() => {
                void navigator.clipboard?.writeText(link).then(() => setCopied(true));
              }}
            >
              {copied ? tr.t('deal.copied') : tr.t('deal.copy')}
            </button>
          </div>
          <p className="muted field-hint">{tr.t('deal.shareHelp')}</p>
        </div>
      )}
      {problem && (
        <p className="form-error" role="alert">
          {tr.error(problem)}
        </p>
      )}
    </section>
  );
}
