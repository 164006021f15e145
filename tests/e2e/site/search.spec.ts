import { type Page } from '@playwright/test';
import { expect, test } from './shared-page';
import { expectNoAxeViolations, viewports } from './axe';

const input = (page: Page) => page.getByRole('searchbox', { name: /Søg i politik/ });
const status = (page: Page) => page.getByRole('status').filter({ hasText: /resultat/ });
const results = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2 }) });
const resultLink = (page: Page, href: string) =>
  page.getByRole('main').locator(`ol a[href="${href}"]`);

function watchProblems(page: Page) {
  const problems: string[] = [];
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  page.on('console', (msg) => {
    if (msg.type() === 'error' || /Content[- ]Security[- ]Policy|Refused to/i.test(msg.text()))
      problems.push(msg.text());
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('dialog', (dialog) => {
    problems.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return problems;
}

test.describe('site search (/soeg)', () => {
  test.describe.configure({ mode: 'parallel' });

  for (const [query, href, title] of [
    ['skolerne', '/politik/skole-uddannelse', 'Skole & Uddannelse'],
    ['ældre', '/politik/aeldre-velfaerd', 'Ældre & Velfærd'],
    ['cykelsti', '/politik/transport-infrastruktur', 'Transport & Infrastruktur'],
    ['børn', '/politik/boern-dagtilbud', 'Børn & Dagtilbud'],
    ['åbne data', '/politik/aabne-data', undefined],
  ] as const) {
    test(`"${query}" finds ${href} while typing, with type and highlighted excerpt`, async ({
      sharedPage: page,
    }) => {
      const problems = watchProblems(page);
      await page.goto('/soeg');
      await expect(input(page)).toBeFocused();
      await input(page).pressSequentially(query, { delay: 20 });
      const link = resultLink(page, href);
      // 15 s: on a fresh test server the page's analytics beacon is the first use of the embedded database, whose
      // start holds the server's event loop for ~4 s; a fragment asked for then waits (seen when this file runs first).
      await expect(link).toBeVisible({ timeout: 15_000 });
      if (title) await expect(link).toHaveText(title);
      const item = page
        .getByRole('main')
        .locator('ol > li')
        .filter({ has: page.locator(`a[href="${href}"]`) });
      await expect(item.getByText('Politik', { exact: true })).toBeVisible();
      await expect(item.locator('mark').first()).toBeVisible();
      await expect(status(page)).toHaveText(/^\d+ resultat(er)? for »/);
      expect(new URL(page.url()).searchParams.get('q')).toBe(query);
      expect(problems).toEqual([]);
    });
  }

  test('no results: the message, suggestions and links; axe passes with and without results', async ({
    sharedPage: page,
  }) => {
    await page.goto('/soeg?q=xyzzyqv');
    await expect(status(page)).toHaveText('Ingen resultater for »xyzzyqv«');
    await expect(
      page.getByRole('main').getByRole('link', { name: 'alle politikområder' }),
    ).toHaveAttribute('href', '/politik');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Søg efter skole' }).click();
    await expect(input(page)).toHaveValue('skole');
    await expect(resultLink(page, '/politik/skole-uddannelse')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goBack();
    await expect(input(page)).toHaveValue('xyzzyqv');
    await expect(status(page)).toHaveText('Ingen resultater for »xyzzyqv«');
  });

  test('axe passes on the empty search page, on mobile too', async ({ sharedPage: page }) => {
    await page.setViewportSize(viewports.mobile);
    await page.goto('/soeg');
    await expect(input(page)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('empty, 500-character and <script> queries are harmless', async ({ sharedPage: page }) => {
    const problems = watchProblems(page);
    await page.goto('/soeg?q=skole');
    await expect(results(page).first()).toBeVisible();
    await input(page).fill('');
    await expect(results(page)).toHaveCount(0);
    await expect(page.getByRole('status')).toHaveText('');
    expect(new URL(page.url()).searchParams.has('q')).toBe(false);

    await page.goto(`/soeg?q=${encodeURIComponent('kommune '.repeat(63).slice(0, 500))}`);
    await expect(status(page)).toBeVisible();

    const script = '<script>alert(1)</script><img src=x onerror=alert(2)>';
    await page.goto(`/soeg?q=${encodeURIComponent(script)}`);
    await expect(input(page)).toHaveValue(script);
    // The query is shown as text, whatever it finds (the English pages' "one" matches its "1").
    await expect(status(page)).toContainText(
      /resultat(er)? for »<script>alert\(1\)<\/script><img src=x onerror=alert\(2\)>«/,
    );
    // The page's own scripts in main are the JSON-LD and Pagefind's early start, the same text whatever the query.
    await expect(
      page.locator('main img, main script:not([type="application/ld+json"]):not(#pagefind-early)'),
    ).toHaveCount(0);
    expect(await page.locator('#pagefind-early').textContent()).not.toMatch(/alert|<img/);
    expect(problems).toEqual([]);
  });

  test('the query round-trips through the address: shared link, result, back', async ({
    sharedPage: page,
  }) => {
    await page.goto('/soeg?q=%C3%A6ldre');
    await expect(input(page)).toHaveValue('ældre');
    await expect(resultLink(page, '/politik/aeldre-velfaerd')).toBeVisible();
    await input(page).fill('cykelsti');
    await expect(page).toHaveURL(/\/soeg\?q=cykelsti$/);
    await resultLink(page, '/politik/transport-infrastruktur').click();
    await expect(page).toHaveURL(/\/politik\/transport-infrastruktur$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/soeg\?q=cykelsti$/);
    await expect(input(page)).toHaveValue('cykelsti');
    await expect(resultLink(page, '/politik/transport-infrastruktur')).toBeVisible();
    // The shared search is one step further back.
    await page.goBack();
    await expect(input(page)).toHaveValue('ældre');
  });

  test('keyboard only: from a page to a result and back', async ({ sharedPage: page }) => {
    await page.setViewportSize(viewports.desktop);
    await page.goto('/kandidater');
    const searchLink = page.getByRole('link', { name: 'Søg', exact: true });
    for (
      let i = 0;
      i < 6 && !(await searchLink.evaluate((el) => el === document.activeElement));
      i++
    )
      await page.keyboard.press('Tab');
    await expect(searchLink).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/soeg$/);
    await expect(input(page)).toBeFocused();
    await page.keyboard.type('skolerne');
    const link = resultLink(page, '/politik/skole-uddannelse');
    await expect(link).toBeVisible();
    for (let i = 0; i < 5 && !(await link.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    await expect(link).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/politik\/skole-uddannelse$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Skole & Uddannelse');
    await page.goBack();
    await expect(input(page)).toHaveValue('skolerne');
    await expect(link).toBeVisible();
  });

  test('the mobile menu has a search entry that closes the menu', async ({ sharedPage: page }) => {
    await page.setViewportSize(viewports.mobile);
    await page.goto('/politik');
    await page.getByRole('button', { name: 'Åbn menu' }).click();
    await page.locator('#main-menu').getByRole('link', { name: 'Søg' }).click();
    await expect(page).toHaveURL(/\/soeg$/);
    await expect(page.locator('#main-menu')).toBeHidden();
  });
});

test("only /soeg may compile WebAssembly ('wasm-unsafe-eval' in its meta policy)", async ({
  request,
}) => {
  const policy = async (path: string) =>
    (await (await request.get(path)).text()).match(
      /http-equiv="Content-Security-Policy" content="([^"]*)"/,
    )?.[1] ?? '';
  expect(await policy('/soeg')).toMatch(/script-src 'self' 'wasm-unsafe-eval' 'sha256-/);
  for (const path of ['/', '/politik', '/kandidater/jonas-ravn'])
    expect(await policy(path)).not.toContain('wasm');
});

// Playwright's javaScriptEnabled: false still parses <noscript> as if scripts ran, so the served HTML is checked.
test('without JavaScript the page explains that search needs it and links to /politik and /cases', async ({
  request,
}) => {
  const html = await (await request.get('/soeg')).text();
  const noscript = html.match(/<noscript>([\s\S]*?)<\/noscript>/)?.[1] ?? '';
  expect(noscript).toContain('Søgningen kræver JavaScript');
  expect(noscript).toMatch(/<a [^>]*href="\/politik"[^>]*>vores politik<\/a>/);
  expect(noscript).toMatch(/<a [^>]*href="\/cases"[^>]*>vores cases<\/a>/);
});

// Issue 48: arriving with ?q=, the results wait on Pagefind's chain of requests. An inline script starts it, the
// files its worker asks for and the word's index chunk, while the page's own code is still on its way; the search box
// takes over what it started.
test('arriving with ?q=, Pagefind, its worker’s files and the word’s chunk are fetched before the page’s code, once', async ({
  page,
}) => {
  const problems = watchProblems(page);
  const pagefind: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/pagefind/')) pagefind.push(pathname);
  });
  let release = () => {};
  const held = new Promise<void>((r) => (release = r));
  await page.route('**/_next/static/chunks/**', async (route) => {
    await held;
    await route.continue().catch(() => {}); // a request of the page left behind
  });
  // Without a query: nothing of Pagefind before the code.
  await page.goto('/soeg', { waitUntil: 'commit' });
  await page.waitForTimeout(1_000);
  expect(pagefind).toEqual([]);

  await page.goto('/soeg?q=skolerne', { waitUntil: 'commit' });
  await expect
    .poll(() => pagefind.filter((p) => p.startsWith('/pagefind/index/')).length, {
      timeout: 15_000,
    })
    .toBeGreaterThan(0);
  expect(pagefind).toContain('/pagefind/pagefind.js');
  for (const file of [
    '/pagefind/pagefind-entry.json',
    '/pagefind/pagefind-worker.js',
    '/pagefind/wasm.da.pagefind',
  ])
    expect(pagefind).toContain(file);
  expect(pagefind.some((p) => /^\/pagefind\/pagefind\.da_[a-z0-9]+\.pf_meta$/.test(p))).toBe(true);
  release();
  await expect(status(page)).toBeVisible({ timeout: 15_000 });
  await expect(resultLink(page, '/politik/skole-uddannelse')).toBeVisible();
  await page.unroute('**/_next/static/chunks/**');
  // Started once: the search box took over the early start rather than loading Pagefind again, and fetched each
  // result's fragment once.
  expect(pagefind.filter((p) => p === '/pagefind/pagefind.js')).toHaveLength(1);
  const fragments = pagefind.filter((p) => p.startsWith('/pagefind/fragment/'));
  expect(fragments.length).toBeGreaterThan(0);
  expect(new Set(fragments).size).toBe(fragments.length);
  expect(problems).toEqual([]);
});

// The early start's requests serve Pagefind's worker only through the HTTP cache (lib/search/cache-headers.js): files
// named by their content are kept for a year, the rest for a minute.
test('Pagefind’s files may be kept: a year when named by their content, a minute otherwise', async ({
  page,
}) => {
  const entry = await (await page.request.get('/pagefind/pagefind-entry.json')).json();
  const { hash, wasm } = entry.languages.da as { hash: string; wasm: string };
  const html = await (await page.request.get('/soeg')).text();
  const cacheOf = async (path: string) => {
    const res = await page.request.get(path);
    expect(res.status(), path).toBe(200);
    return res.headers()['cache-control'];
  };
  for (const path of [
    '/pagefind/pagefind.js',
    '/pagefind/pagefind-worker.js',
    `/pagefind/wasm.${wasm}.pagefind`,
    '/pagefind/pagefind-entry.json?ts=1',
  ])
    expect(await cacheOf(path), path).toBe('public, max-age=60');
  expect(await cacheOf(`/pagefind/pagefind.${hash}.pf_meta`)).toBe(
    'public, max-age=31536000, immutable',
  );
  // The early script names the files this index has (read from the entry when /soeg was built).
  expect(html).toContain(`pagefind.${hash}.pf_meta`);
  expect(html).toContain(`wasm.${wasm}.pagefind`);
});

test.describe('search sizes', () => {
  test('a /soeg search fetches the index and code once; other pages fetch no search bytes', async ({
    page,
  }, testInfo) => {
    const fetched: { url: string; bytes: number; encoded: number }[] = [];
    page.on('requestfinished', async (request) => {
      const response = await request.response();
      if (!response) return;
      const sizes = await request.sizes();
      fetched.push({
        url: request.url(),
        bytes: (await response.body().catch(() => Buffer.alloc(0))).length,
        encoded: sizes.responseBodySize,
      });
    });
    for (const path of [
      '/',
      '/politik/skole-uddannelse',
      '/kandidater/jonas-ravn',
      '/cases',
      '/kontakt',
    ]) {
      await page.goto(path, { waitUntil: 'networkidle' });
      await page.mouse.move(10, 10);
    }
    expect(fetched.filter((f) => f.url.includes('/pagefind/')).map((f) => f.url)).toEqual([]);
    expect(
      fetched.filter((f) => /\/_next\/static\/.*\.js$/.test(f.url) && f.bytes > 0).length,
    ).toBeGreaterThan(0);
    fetched.length = 0;

    await page.goto('/soeg', { waitUntil: 'networkidle' });
    await input(page).pressSequentially('skolerne ældre cykelsti', { delay: 30 });
    await expect(status(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
    const search = fetched.filter((f) => f.url.includes('/pagefind/'));
    const sum = (list: typeof fetched, key: 'bytes' | 'encoded') =>
      list.reduce((total, f) => total + f[key], 0);
    const report = {
      files: search.map(
        (f) => `${new URL(f.url).pathname} ${f.bytes} B (${f.encoded} B on the wire)`,
      ),
      pagefindBytes: sum(search, 'bytes'),
      pagefindWireBytes: sum(search, 'encoded'),
    };
    await testInfo.attach('search-bytes.json', {
      body: JSON.stringify(report, null, 2),
      contentType: 'application/json',
    });
    console.log(`search bytes on /soeg: ${JSON.stringify(report, null, 2)}`);
    expect(search.some((f) => f.url.endsWith('/pagefind/pagefind.js'))).toBe(true);
    expect(report.pagefindBytes).toBeLessThan(400_000);
  });
});
