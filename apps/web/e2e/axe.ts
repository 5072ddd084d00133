/**
 * Accessibility checks in the browser: axe-core (the npm package, read from node_modules, never
 * downloaded) evaluated in the page through playwright-core, and its violations of a given impact.
 *
 * ```ts
 * const found = await axeViolations(page);                  // serious and critical only
 * expect(found.map(describeViolation)).toEqual([]);
 * ```
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** One violation as axe reports it (the fields the tests print). */
export interface AxeViolation {
  readonly id: string;
  readonly impact: string | null;
  readonly help: string;
  readonly nodes: readonly { readonly target: readonly unknown[]; readonly failureSummary?: string }[];
}

/** The impacts a page must not have (axe's scale: minor, moderate, serious, critical). */
export const BLOCKING_IMPACTS = ['serious', 'critical'] as const;

/**
 * Runs axe on the page (WCAG 2.0, 2.1 and 2.2 A and AA rules and axe's best practices) and returns
 * the violations of the blocking impacts. The script is evaluated through the DevTools protocol, so
 * the app's Content-Security-Policy (`script-src 'self'`) stays as it is.
 */
export async function axeViolations(
  page: Page,
  impacts: readonly string[] = BLOCKING_IMPACTS,
): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: Document, o: object): Promise<{ violations: unknown[] }> } })
      .axe;
    const r = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
      resultTypes: ['violations'],
    });
    return JSON.parse(JSON.stringify(r.violations)) as AxeViolation[];
  });
  return violations.filter((v) => v.impact !== null && impacts.includes(v.impact));
}

/** A violation in one line: its rule, impact, help and the first elements it names. */
export const describeViolation = (v: AxeViolation): string =>
  `${v.id} (${v.impact}): ${v.help} — ${v.nodes
    .slice(0, 4)
    .map((n) => `${JSON.stringify(n.target)}${n.failureSummary ? ` [${n.failureSummary.replace(/\s+/g, ' ')}]` : ''}`)
    .join('; ')}`;
