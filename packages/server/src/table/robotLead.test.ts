// The opening lead and a robot's reasons, told only once the deal has ended (issue 25: "explain the
// choice on request after the deal"; Law 16's spirit: nothing beyond calls and plays during the deal).
import { describe, expect, it } from 'vitest';
import type { TableView } from '@biritch/core';
import { leadNote, openingLeadAfter } from './robotLead.js';

const reasons = { message: { id: 'play.lead.best', args: { samples: 18, average: '4.20' } }, leads: [] };
/** A view after a deal whose first trick West led with the ♠K (only what openingLeadAfter reads). */
const after = (first: { seat: 'W'; card: 'SK' } | null): TableView =>
  ({
    playedTricks: first ? [{ leader: 'W', cards: [first, { seat: 'N', card: 'S2' }], winner: 'W' }] : [],
  }) as unknown as TableView;

describe('openingLeadAfter', () => {
  it('refuses while the deal is played, and before any deal', () => {
    const note = leadNote(1, 'W', 'SK', reasons);
    const r = openingLeadAfter(after({ seat: 'W', card: 'SK' }), { deal: 1, ended: false }, note);
    expect(r.ok ? null : r.error.code).toBe('explain/deal-in-progress');
    const none = openingLeadAfter(after(null), null, null);
    expect(none.ok ? null : none.error.code).toBe('explain/no-lead');
  });

  it("tells the lead and the robot's reasons once the deal has ended", () => {
    const r = openingLeadAfter(
      after({ seat: 'W', card: 'SK' }),
      { deal: 3, ended: true },
      leadNote(3, 'W', 'SK', reasons),
    );
    expect(r).toEqual({ ok: true, value: { deal: 3, seat: 'W', card: 'SK', reasons } });
  });

  it('gives no reasons that are not about this very lead (another deal, or a card the table refused)', () => {
    const view = after({ seat: 'W', card: 'SK' });
    for (const note of [
      leadNote(2, 'W', 'SK', reasons),
      leadNote(3, 'W', 'HA', reasons),
      leadNote(3, 'E', 'SK', reasons),
    ]) {
      const r = openingLeadAfter(view, { deal: 3, ended: true }, note);
      expect(r.ok && r.value.reasons).toBe(null);
    }
  });

  it('says so when the deal ended with no lead (passed out)', () => {
    const r = openingLeadAfter(after(null), { deal: 2, ended: true }, null);
    expect(r.ok ? null : r.error.code).toBe('explain/no-lead');
  });
});
