import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Fails with a readable list when axe finds any WCAG 2.0/2.1 A or AA violation on the page. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    // Every rule still runs; only the violations' nodes are gathered in full (axe's documented way to run faster),
    // since passes and incomplete results are never read here.
    .options({ resultTypes: ['violations'] })
    .analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
  );
  expect(summary, summary.join('\n')).toEqual([]);
}

export const viewports = {
  mobile: { width: 375, height: 800 },
  desktop: { width: 1280, height: 900 },
};
