import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[] }>;
}

/**
 * Runs axe-core (every rule, or only `rules`) on the page as it is now and fails on any serious or
 * critical violation.
 * The page's context must be made with `bypassCSP: true`: the app's CSP rightly refuses injected scripts.
 */
export async function expectNoSeriousA11yIssues(page: Page, where: string, rules?: string[]) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async (only) => {
    const axe = (window as any).axe;
    const result = await axe.run(document, { resultTypes: ['violations'], ...(only && { runOnly: only }) });
    return result.violations as AxeViolation[];
  }, rules);
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help}\n    ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 5)
          .join('\n    ')}`,
    )
    .join('\n  ');
  assert.equal(serious.length, 0, `${where}:\n  ${report}`);
}
