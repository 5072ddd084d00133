/**
 * The timer per board (issue 26, a table option, off by default): the time left on the deal in
 * play, counted from when the server started it. It only informs: nobody is stopped when it
 * runs out.
 *
 * ```tsx
 * <BoardTimer minutes={8} startedAt={info.current.startedAt} running={!info.current.ended} />
 * ```
 */
import { useEffect, useState } from 'react';
import { useI18n } from '../i18n.js';

/** Props of the board timer. */
export interface BoardTimerProps {
  readonly minutes: number;
  /** When the deal started (ms since the epoch, the server's clock). */
  readonly startedAt: number;
  /** Whether the deal is still being played. */
  readonly running: boolean;
  /** The clock (injected for tests). */
  readonly now?: () => number;
}

/** "m:ss" of a number of seconds. */
export const clockText = (seconds: number): string =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** The time left on this board, ticking each second while the deal is played. */
export function BoardTimer({ minutes, startedAt, running, now = Date.now }: BoardTimerProps) {
  const { tr } = useI18n();
  const [at, setAt] = useState(now);
  useEffect(() => {
    if (!running) return;
    const id = setInterval(() => setAt(now()), 1000);
    return () => clearInterval(id);
  }, [running, now]);
  if (!running) return null;
  const left = Math.max(0, Math.round((startedAt + minutes * 60_000 - at) / 1000));
  return (
    <span data-board-timer={left} role="timer">
      {left > 0 ? tr.t('keep.timer', { time: clockText(left) }) : tr.t('keep.timerOver')}
    </span>
  );
}
