import { expect, test, type Page, type Request, type Response } from '@playwright/test';
import { heavyIn } from '../../../scripts/lib/heavy-code.mjs';

// The JavaScript budget of each page (gzip bytes its HTML references) is checked page by page in served-pages.spec.ts.

// What a visit downloads until it settles, link prefetches included: chart.js only where the chart is, embla only
// where the carousel is. Settled, as a state rather than a pause: after 'load', the browser has been idle twice in a row
// with no request open (Next prefetches the links in view from an idle callback; what a prefetch pulls in is a request
// too), or 10 s have passed. Where a library must arrive, the wait goes on until it has, within the same 10 s.
const ROUTE_TYPES = [
  '/',
  '/politik',
  '/politik/digitalisering',
  '/cases',
  '/cases/ai-byggesag',
  '/kpi',
  '/kandidater',
  '/ai',
  '/kontakt',
  '/privatliv',
  '/embed/docs',
  '/vision',
];
const VIEWPORTS = { phone: { width: 412, height: 823 }, desktop: { width: 1280, height: 800 } };
const SHOWS: Record<string, 'chart' | 'embla'> = { '/kpi': 'chart', '/': 'embla' };

async function heavyCodeFetched(page: Page, path: string, expected: ReadonlySet<string>) {
  const scripts = new Map<string, Response>();
  const open = new Set<Request>();
  page.on('request', (request) => open.add(request));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.set(response.url(), response);
  });
  await page.goto(path, { waitUntil: 'load' });
  const idle = () =>
    page.evaluate(
      () => new Promise((resolve) => requestIdleCallback(() => resolve(null), { timeout: 2_000 })),
    );
  const deadline = Date.now() + 10_000;
  for (let quiet = 0; quiet < 2 && Date.now() < deadline;) {
    await idle();
    if (open.size === 0) quiet++;
    else {
      quiet = 0;
      await expect
        .poll(() => open.size, { timeout: Math.max(deadline - Date.now(), 1) })
        .toBe(0)
        .catch(() => {});
    }
  }
  const found = new Set<string>();
  const scanned = new Set<string>();
  const scan = async () => {
    for (const [url, response] of scripts) {
      if (scanned.has(url)) continue;
      scanned.add(url);
      // The body as the page received it; fetched again only if the browser has already let go of it.
      const js = await response.text().catch(async () => (await page.request.get(url)).text());
      for (const name of heavyIn(js)) found.add(name);
    }
    return [...expected].every((name) => found.has(name));
  };
  // What must arrive comes at the end of a chain (hydration, then the leaf, then its library as it nears the view),
  // which on a loaded machine can pause longer than two idle callbacks: wait for it until the deadline, no longer.
  if (!(await scan()))
    await expect
      .poll(scan, { timeout: Math.max(deadline - Date.now(), 1), intervals: [250] })
      .toBe(true)
      .catch(() => {});
  return found;
}

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`first 10 s on a ${device}`, () => {
    test.use({ viewport });
    for (const path of ROUTE_TYPES) {
      test(`${path} fetches chart.js and embla only where it shows them`, async ({ page }) => {
        const expected = new Set(device === 'desktop' && SHOWS[path] ? [SHOWS[path]] : []);
        const found = await heavyCodeFetched(page, path, expected);
        for (const lib of ['chart', 'embla'] as const) {
          // The chart sits in the first screen on a desktop, and the carousel within 100 px of it, so there their code
          // must arrive.
          if (SHOWS[path] === lib) {
            if (device === 'desktop') expect(found.has(lib), `${lib} on ${path}`).toBe(true);
          } else expect(found.has(lib), `${lib} on ${path}`).toBe(false);
        }
      });
    }
  });
}

// That each page carries the site frame once (markup and RSC payload) is checked page by page in served-pages.spec.ts.
