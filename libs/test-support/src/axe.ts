import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

export type TA11yViolation = { id: string; impact: string; help: string; targets: string[] };

let axeSource: string | undefined;

// Evaluated in the page (this library has no DOM types): WCAG 2.x A/AA rules only.
const RUN_AXE = `axe
  .run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } })
  .then((result) => result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    })))`;

// Runs axe-core (WCAG 2.x A/AA rules) in the page as it is now and returns the serious and critical
// violations. axe is evaluated through the DevTools protocol, so the page's Content-Security-Policy
// (script-src 'self') does not block it.
export async function seriousA11yViolations(page: Page): Promise<TA11yViolation[]> {
  axeSource ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  await page.evaluate(axeSource);
  return page.evaluate<TA11yViolation[]>(RUN_AXE);
}

// The page's width beyond the viewport, in CSS pixels: 0 means no horizontal scrolling.
export const horizontalOverflow = (page: Page): Promise<number> =>
  page.evaluate<number>(
    'document.documentElement.scrollWidth - document.documentElement.clientWidth',
  );
