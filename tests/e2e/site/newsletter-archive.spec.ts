import { expect, test } from './shared-page';
import { expectNoAxeViolations, viewports } from './axe';
import { collect, watch } from './csp-watch';
import { builtSitemapPaths } from './routes';

// The newsletter's public archive (issue 36): /nyhedsbrev and each archived newsletter's web version, read from the
// build's sitemap so a new newsletter file is covered by itself.
const letters = builtSitemapPaths().filter((p) => /^\/nyhedsbrev\/[^/]+$/.test(p));

test('the sitemap lists the archive and the archived newsletters', () => {
  expect(builtSitemapPaths(), 'run npm run build first').toContain('/nyhedsbrev');
  expect(letters.length).toBeGreaterThanOrEqual(2);
  expect(letters).not.toContain('/nyhedsbrev/afmeld');
  expect(letters).not.toContain('/nyhedsbrev/indstillinger');
});

test('/nyhedsbrev lists every archived newsletter, newest first, with date and preheader', async ({
  sharedPage: page,
}) => {
  await page.goto('/nyhedsbrev');
  await expect(page.getByRole('heading', { level: 1, name: 'Nyhedsbrevet' })).toBeVisible();
  await expect(page.getByText('Nyhedsbrevene er fiktive eksempler.')).toBeVisible();
  const items = page.getByRole('main').getByRole('article');
  await expect(items).toHaveCount(letters.length);
  const hrefs = await items
    .getByRole('heading', { level: 2 })
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect([...hrefs].sort()).toEqual([...letters].sort());
  const dates = await items
    .locator('time')
    .evaluateAll((t) => t.map((e) => e.getAttribute('datetime')!));
  expect(dates).toEqual([...dates].sort().reverse());
  for (const date of dates) expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  // A Danish date and a preheader under every title.
  await expect(items.first().locator('time')).toHaveText(/^\d{1,2}\. [a-zæøå]+ \d{4}$/);
  for (let i = 0; i < letters.length; i++)
    expect((await items.nth(i).locator('p').last().innerText()).length).toBeGreaterThan(20);
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Tilmeld dig nyhedsbrevet' }),
  ).toHaveAttribute('href', '/kontakt');
});

test('the footer links to the archive', async ({ sharedPage: page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Nyhedsbrevet' }).click();
  await expect(page).toHaveURL(/\/nyhedsbrev$/);
});

test('a web version: subject, preheader, date, topics, the body with its picture, and a way back', async ({
  sharedPage: page,
  request,
}) => {
  const problems = watch(page);
  await page.goto('/nyhedsbrev');
  const first = page.getByRole('main').getByRole('article').last();
  const subject = await first.getByRole('heading', { level: 2 }).innerText();
  await first.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('navigation', { name: 'Brødkrumme' })).toContainText('Nyhedsbrevet');
  await expect(main.locator('time').first()).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
  await expect(main).toContainText('er fiktive');
  // Pictures come only from the site, each with an alt text and its size, so nothing shifts.
  for (const img of await main.locator('img').all()) {
    expect(await img.getAttribute('alt')).toBeTruthy();
    expect(await img.getAttribute('width')).toMatch(/^\d+$/);
    expect(new URL((await img.getAttribute('src'))!, page.url()).origin).toBe(
      new URL(page.url()).origin,
    );
  }
  // The OG image the page announces to a link preview is a PNG. Read from the served HTML, as a crawler reads it: after
  // the client-side navigation above, the previous page's og:image can still be in the document's head for a moment
  // (seen on one core), which no crawler ever sees.
  const html = await (await request.get(new URL(page.url()).pathname)).text();
  const ogImages = [...html.matchAll(/<meta property="og:image" content="([^"]+)"/g)].map(
    (m) => m[1],
  );
  expect(ogImages).toHaveLength(1);
  const og = ogImages[0];
  const image = await request.get(new URL(og!).pathname);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/png');
  await main.getByRole('link', { name: 'Alle nyhedsbreve' }).click();
  await expect(page).toHaveURL(/\/nyhedsbrev$/);
  await collect(page, problems);
  expect(problems).toEqual([]);
});

test('a newsletter not in the archive, or unknown, answers 404 "Nyhedsbrev ikke fundet"', async ({
  sharedPage: page,
}) => {
  const response = await page.goto('/nyhedsbrev/findes-ikke');
  expect(response?.status()).toBe(404);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Nyhedsbrev ikke fundet' }),
  ).toBeVisible();
  await expect(page.getByRole('main').locator('a[href="/nyhedsbrev"]')).toBeVisible();
});

test('site search finds a newsletter by a word of its text', async ({ sharedPage: page }) => {
  await page.goto('/soeg?q=byggesager');
  await expect(page.getByRole('main').locator(`ol a[href^="/nyhedsbrev/"]`).first()).toBeVisible();
});

for (const [name, viewport] of Object.entries(viewports)) {
  test.describe(`axe at ${name}`, () => {
    test.use({ viewport });
    test('/nyhedsbrev', async ({ sharedPage: page }) => {
      await page.goto('/nyhedsbrev');
      await expectNoAxeViolations(page);
    });
    test('a newsletter page', async ({ sharedPage: page }) => {
      await page.goto(letters[0]!);
      await expectNoAxeViolations(page);
    });
  });
}
