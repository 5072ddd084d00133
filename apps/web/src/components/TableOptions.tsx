/**
 * The create form's table options (issue 26): robots grant undo, robot strength, each side's bidding
 * system and the alert rules (issue 25), a timer per board, confirm before a call or card, table chat,
 * claim checking, robots standing in. Folded away under "Table options" so the create button stays in view.
 *
 * ```tsx
 * const [options, setOptions] = useState(DEFAULT_TABLE_OPTIONS);
 * <TableOptions value={options} onChange={setOptions} soleTable />
 * createTable({ ...createRequestOf(form), ...tableOptionsRequest(options) });
 * ```
 */
import {
  ALERT_REGULATIONS,
  BIDDING_SYSTEMS,
  CHAT_POLICIES,
  MAX_BOARD_TIMER_MINUTES,
  ROBOT_STRENGTHS,
  type AlertRegulationName,
  type BiddingSystemName,
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
  /** Each side's bidding system: its robots bid it, and their calls are explained by it. */
  readonly systemNS: BiddingSystemName;
  readonly systemEW: BiddingSystemName;
  /** Whose alert rules the robots follow. */
  readonly alertRegulation: AlertRegulationName;
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
  systemNS: 'sayc',
  systemEW: 'sayc',
  alertRegulation: 'acbl',
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
    ...(o.systemNS !== 'sayc' ? { systemNS: o.systemNS } : {}),
    ...(o.systemEW !== 'sayc' ? { systemEW: o.systemEW } : {}),
    ...(o.alertRegulation !== 'acbl' ? { alertRegulation: o.alertRegulation } : {}),
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
/** The name of each bidding system (table options, system card). */
export const SYSTEM_LABELS: Readonly<Record<BiddingSystemName, MessageId>> = {
  sayc: 'options.system.sayc',
  'sayc-rkcb': 'options.system.sayc-rkcb',
  '2/1': 'options.system.2/1',
  '2/1-rkcb': 'options.system.2/1-rkcb',
  polish: 'options.system.polish',
};
/** The name of each alert regulation (table options, system card). */
export const ALERT_LABELS: Readonly<Record<AlertRegulationName, MessageId>> = {
  acbl: 'options.alerts.acbl',
  ebu: 'options.alerts.ebu',
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
      {(['NS', 'EW'] as const).map((side) => {
        const key = side === 'NS' ? 'systemNS' : 'systemEW';
        return (
          <div style={row} key={side}>
            <label htmlFor={`opt-system-${side}`}>
              {tr.t(side === 'NS' ? 'options.systemNS' : 'options.systemEW')}
            </label>
            <select
              id={`opt-system-${side}`}
              value={value[key]}
              onChange={(e) => set({ [key]: e.target.value as BiddingSystemName })}
            >
              {BIDDING_SYSTEMS.map((s) => (
                <option key={s} value={s}>
                  {tr.t(SYSTEM_LABELS[s])}
                </option>
              ))}
            </select>
          </div>
        );
      })}
      <div style={row}>
        <label htmlFor="opt-alerts">{tr.t('options.alerts')}</label>
        <select
          id="opt-alerts"
          value={value.alertRegulation}
          onChange={(e) => set({ alertRegulation: e.target.value as AlertRegulationName })}
        >
          {ALERT_REGULATIONS.map((a) => (
            <option key={a} value={a}>
              {tr.t(ALERT_LABELS[a])}
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
