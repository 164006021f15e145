import type { Page } from '@playwright/test';

// Pages that already carry the recording script (a shared page is watched once per test, the script is added once).
const recording = new WeakSet<Page>();

/**
 * Records on `page` every Content-Security-Policy violation (the DOM's securitypolicyviolation event, as it fires, and
 * the console's "Refused to …" lines) and every uncaught page error; `collect` adds the events recorded in the page.
 * Some violations (e.g. a caught eval probe) reach DevTools and the DOM event but never the console.
 */
export function watch(page: Page) {
  const problems: string[] = [];
  if (!recording.has(page)) recording.add(page);
  else return listen(page, problems);
  void page.addInitScript(() => {
    const seen: string[] = ((window as unknown as { __csp: string[] }).__csp = []);
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  return listen(page, problems);
}

function listen(page: Page, problems: string[]) {
  page.on('console', (msg) => {
    const text = msg.text();
    if (/Content[- ]Security[- ]Policy|Refused to (execute|load|apply|connect|frame)/i.test(text))
      problems.push(`console: ${text}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

export async function collect(page: Page, problems: string[]) {
  const seen = await page
    .evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])
    .catch(() => []);
  for (const v of seen) if (!problems.includes(`violation: ${v}`)) problems.push(`violation: ${v}`);
}

/**
 * Until the page's main thread has gone idle after its load (hydration and the effects it starts have run) and a frame
 * has been drawn: the state after which a violation from the page's own start-up would have been reported.
 */
export async function settled(page: Page) {
  await page.evaluate(
    () =>
      new Promise((resolve) =>
        requestIdleCallback(() => requestAnimationFrame(() => resolve(null)), { timeout: 5_000 }),
      ),
  );
}
