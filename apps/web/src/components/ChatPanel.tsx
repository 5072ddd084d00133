/**
 * The table chat (issue 26): the lines this viewer may read and, for a player, a line to write.
 * Spectators see it only when the table allows; the server enforces that and the rate limit.
 *
 * ```tsx
 * <ChatPanel lines={state.chat} policy="players" canWrite onSend={(t) => client.chat(t)} />
 * ```
 */
import { useState } from 'react';
import { MAX_CHAT_LENGTH, type ChatPolicy } from '@biritch/protocol';
import { useI18n } from '../i18n.js';
import type { ChatLine } from '../store/tableStore.js';

/** Props of the chat panel. */
export interface ChatPanelProps {
  readonly lines: readonly ChatLine[];
  readonly policy: ChatPolicy;
  /** Whether we sit at the table (only players write). */
  readonly canWrite: boolean;
  readonly onSend: (text: string) => void;
}

/** The chat panel; nothing when the table has no chat, a note for spectators kept from it. */
export function ChatPanel({ lines, policy, canWrite, onSend }: ChatPanelProps) {
  const { tr, labels } = useI18n();
  const [text, setText] = useState('');
  if (policy === 'off') return null;
  if (!canWrite && policy !== 'everyone')
    return (
      <section className="panel" aria-label={tr.t('chat.heading')} data-chat="hidden">
        <p className="muted" style={{ margin: 0 }}>
          {tr.t('chat.hidden')}
        </p>
      </section>
    );
  const send = (e: React.FormEvent) => {
    e.preventDefault();
    const t = text.trim();
    if (!t) return;
    onSend(t);
    setText('');
  };
  return (
    <section className="panel" aria-labelledby="chat-title" data-chat="shown">
      <h2 id="chat-title">{tr.t('chat.heading')}</h2>
      {lines.length === 0 ? (
        <p className="muted" style={{ margin: '0 0 8px' }}>
          {tr.t('chat.empty')}
        </p>
      ) : (
        <ol
          className="chat-lines"
          aria-live="polite"
          style={{ listStyle: 'none', margin: '0 0 8px', padding: 0, maxHeight: 160, overflowY: 'auto' }}
        >
          {lines.map((l) => (
            <li key={`${l.at}-${l.seat}-${l.text}`} style={{ overflowWrap: 'anywhere' }}>
              <b>{labels.seatName(l.seat)}:</b> {l.text}
            </li>
          ))}
        </ol>
      )}
      {canWrite && (
        <form className="join-row" onSubmit={send}>
          <label className="visually-hidden" htmlFor="chat-text">
            {tr.t('chat.label')}
          </label>
          <input
            id="chat-text"
            type="text"
            autoComplete="off"
            maxLength={MAX_CHAT_LENGTH}
            placeholder={tr.t('chat.label')}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
          <button className="btn btn-small" type="submit">
            {tr.t('chat.send')}
          </button>
        </form>
      )}
    </section>
  );
}
