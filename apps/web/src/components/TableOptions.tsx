/**
 * The create form's table options (issue 26): robots grant undo, robot strength, a timer per
 * board, confirm before a call or card, table chat, claim checking, robots standing in. Folded away under
 * "Table options" so the create button stays in view.
 *
 * ```tsx
 * const [options, setOptions] = useState(DEFAULT_TABLE_OPTIONS);
 * <TableOptions value={options} onChange={setOptions} soleTable />
 * createTable({ ...createRequestOf(form), ...tableOptionsRequest(options) });
 * ```
 */
import {
  CHAT_POLICIES,
  MAX_BOARD_TIMER_MINUTES,
  ROBOT_STRENGTHS,
  type ChatPolicy,
  type CreateTableRequest,
  type RobotStrengthName,
} from '@biritch/protocol';
import type { MessageId } from '@biritch/i18n';
import { useI18n } from '../i18n.js';

/** The options as the form holds them; `robotsGrantUndo` null follows the server's default. */
export interface TableOptionsForm {
  readonly robotsGrantUndo: boolean | null;
  readonly robotStrength: RobotStrengthName;
  /** Minutes per board; null for no timer. */
  readonly boardTimerMinutes: number | null;
  readonly confirmActions: boolean;
  readonly chat: ChatPolicy;
  readonly claimCheck: boolean;
  readonly standIn: boolean;
}

/** The server's defaults. */
export const DEFAULT_TABLE_OPTIONS: TableOptionsForm = {
  robotsGrantUndo: null,
  robotStrength: 'club',
  boardTimerMinutes: null,
  confirmActions: false,
  chat: 'players',
  claimCheck: true,
  standIn: true,
};

/** The request fields of the options (only what differs from the server's defaults). */
export function tableOptionsRequest(o: TableOptionsForm): Partial<CreateTableRequest> {
  return {
    ...(o.robotsGrantUndo !== null ? { robotsApproveUndo: o.robotsGrantUndo } : {}),
    ...(o.robotStrength !== 'club' ? { robotStrength: o.robotStrength } : {}),
    ...(o.boardTimerMinutes !== null ? { boardTimerMinutes: o.boardTimerMinutes } : {}),
    ...(o.confirmActions ? { confirmActions: true } : {}),
    ...(o.chat !== 'players' ? { chat: o.chat } : {}),
    ...(!o.claimCheck ? { claimCheck: false } : {}),
    ...(!o.standIn ? { standIn: false } : {}),
  };
}

const STRENGTH_LABELS: Readonly<Record<RobotStrengthName, MessageId>> = {
  beginner: 'options.strength.beginner',
  club: 'options.strength.club',
  expert: 'options.strength.expert',
};
const CHAT_LABELS: Readonly<Record<ChatPolicy, MessageId>> = {
  off: 'options.chat.off',
  players: 'options.chat.players',
  everyone: 'options.chat.everyone',
};

/** Props of the options fieldset. */
export interface TableOptionsProps {
  readonly value: TableOptionsForm;
  readonly onChange: (value: TableOptionsForm) => void;
  /** Whether one person plays with robots (robots then grant undo unless turned off). */
  readonly soleTable: boolean;
}

/** The table options of the create form. */
export function TableOptions({ value, onChange, soleTable }: TableOptionsProps) {
  const { tr } = useI18n();
  const set = (patch: Partial<TableOptionsForm>) => onChange({ ...value, ...patch });
  const row = { display: 'flex', gap: 6, alignItems: 'center', margin: '6px 0' } as const;
  return (
    <details className="table-options">
      <summary>{tr.t('options.heading')}</summary>
      <label style={row}>
        <input
          type="checkbox"
          id="opt-undo"
          checked={value.robotsGrantUndo ?? soleTable}
          onChange={(e) => set({ robotsGrantUndo: e.target.checked })}
        />
        {tr.t('options.robotsGrantUndo')}
      </label>
      <div style={row}>
        <label htmlFor="opt-strength">{tr.t('options.robotStrength')}</label>
        <select
          id="opt-strength"
          value={value.robotStrength}
          onChange={(e) => set({ robotStrength: e.target.value as RobotStrengthName })}
        >
          {ROBOT_STRENGTHS.map((s) => (
            <option key={s} value={s}>
              {tr.t(STRENGTH_LABELS[s])}
            </option>
          ))}
        </select>
      </div>
      <div style={row}>
        <label htmlFor="opt-timer">{tr.t('options.timer')}</label>
        <input
          id="opt-timer"
          type="number"
          min={1}
          max={MAX_BOARD_TIMER_MINUTES}
          value={value.boardTimerMinutes ?? ''}
          onChange={(e) => {
            const n = Math.round(Number(e.target.value));
            set({
              boardTimerMinutes: e.target.value === '' || !(n >= 1) ? null : Math.min(MAX_BOARD_TIMER_MINUTES, n),
            });
          }}
          style={{ width: '5em' }}
        />
      </div>
      <label style={row}>
        <input
          type="checkbox"
          id="opt-confirm"
          checked={value.confirmActions}
          onChange={(e) => set({ confirmActions: e.target.checked })}
        />
        {tr.t('options.confirm')}
      </label>
      <div style={row}>
        <label htmlFor="opt-chat">{tr.t('options.chat')}</label>
        <select id="opt-chat" value={value.chat} onChange={(e) => set({ chat: e.target.value as ChatPolicy })}>
          {CHAT_POLICIES.map((c) => (
            <option key={c} value={c}>
              {tr.t(CHAT_LABELS[c])}
            </option>
          ))}
        </select>
      </div>
      <label style={row}>
        <input
          type="checkbox"
          id="opt-claimcheck"
          checked={value.claimCheck}
          onChange={(e) => set({ claimCheck: e.target.checked })}
        />
        {tr.t('options.claimCheck')}
      </label>
      <label style={row}>
        <input
          type="checkbox"
          id="opt-standin"
          checked={value.standIn}
          onChange={(e) => set({ standIn: e.target.checked })}
        />
        {tr.t('options.standIn')}
      </label>
    </details>
  );
}
