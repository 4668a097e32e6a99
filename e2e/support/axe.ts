// axe-core in a Playwright page: inject it, run it, and describe its violations in one readable line
// each (impact, rule, what it means, which elements), so a failing test says what to fix.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const require = createRequire(import.meta.url);
/** Evaluated rather than added as a <script>: the panel's CSP (rightly) refuses inline scripts. */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** The impacts that fail a screen. */
export const BLOCKING = ['critical', 'serious'] as const;

interface AxeNode {
  target: unknown[];
  html: string;
}
export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: AxeNode[];
}

/** Runs axe on the page as it is now and returns the violations (every impact). */
export async function runAxe(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    // Colours as they end up: a transition still running (a field's label fading in) measured
    // halfway made color-contrast fail now and then. Endless animations (spinners) are not waited.
    await Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime ?? Infinity)))
        .map((a) => a.finished.catch(() => undefined)),
    );
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<unknown> } })
      .axe;
    // WCAG 2.x A and AA plus axe's best practices; the raw result is reduced to what a report needs.
    const result = (await axe.run(document, { resultTypes: ['violations'] })) as {
      violations: AxeViolation[];
    };
    return result.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map(({ target, html }) => ({ target, html })),
    }));
  });
}

const MAX_TARGETS = 6;

/** A node: axe's selector, and its opening tag when the selector alone ('ul') says little. */
function nodeText({ target, html }: AxeNode): string {
  const selector = target.map(String).join(' >> ');
  if (/[#[]/.test(selector)) return selector;
  const tag = /^<[^>]*>/.exec(html)?.[0] ?? html;
  return `${selector} ${tag.length > 120 ? `${tag.slice(0, 117)}...` : tag}`;
}

/** One line per violation: '[serious] color-contrast (…): #a > b | #c (+3 mais)'. */
export function describe(violations: AxeViolation[]): string[] {
  return violations.map((v) => {
    const targets = v.nodes.map(nodeText);
    const shown = targets.slice(0, MAX_TARGETS).join(' | ');
    const more = targets.length > MAX_TARGETS ? ` (+${targets.length - MAX_TARGETS} mais)` : '';
    return `[${v.impact}] ${v.id} (${v.help}): ${shown}${more}`;
  });
}

/** The violations that fail a screen: critical and serious. */
export const blocking = (violations: AxeViolation[]) =>
  violations.filter((v) => (BLOCKING as readonly (string | null)[]).includes(v.impact));
