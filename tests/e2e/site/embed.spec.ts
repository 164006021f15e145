import { expect, test } from './shared-page';
import { expectNoAxeViolations, viewports } from './axe';

const DEFAULT_RGB = 'rgb(15, 23, 42)';

test.describe('/embed widget', () => {
  test('answers a cacheable, frameable-only-by-partners document', async ({ request }) => {
    const response = await request.get('/embed?lang=en&primaryColor=%230a7');
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers['content-type']).toBe('text/html; charset=utf-8');
    expect(headers['cache-control']).toMatch(/^public, max-age=\d+, s-maxage=\d+/);
    expect(headers['vary']).toContain('Accept-Encoding');
    expect(headers['content-security-policy']?.split('; ')[0]).toBe(
      'frame-ancestors https://lyngbaek-lokalavis.example https://borgerforeningen-lyngbaek.example http://localhost:3000 http://localhost:5173',
    );
    expect(headers['x-frame-options']).toBeUndefined();
    expect(headers['x-content-type-options']).toBe('nosniff');
  });

  test("every other path, the loader included, refuses framing with frame-ancestors 'none'", async ({
    request,
  }) => {
    for (const path of ['/', '/embed/docs', '/embed.js', '/findes-ikke']) {
      const headers = (await request.get(path)).headers();
      expect([path, headers['content-security-policy']?.split('; ')[0]]).toEqual([
        path,
        "frame-ancestors 'none'",
      ]);
      expect(headers['x-frame-options']).toBeUndefined();
    }
  });

  test('transfers at most 25 KB in total (gzip), with no script or style files', async ({
    page,
  }) => {
    const responses: { url: string; bytes: number; encoding?: string }[] = [];
    page.on('requestfinished', async (request) => {
      const sizes = await request.sizes();
      const response = await request.response();
      responses.push({
        url: request.url(),
        bytes: sizes.responseHeadersSize + sizes.responseBodySize,
        encoding: response?.headers()['content-encoding'],
      });
    });
    await page.goto('/embed?lang=da&primaryColor=%230a7', { waitUntil: 'load' });
    await expect.poll(() => responses.length).toBeGreaterThan(0);
    const total = responses.reduce((sum, r) => sum + r.bytes, 0);
    console.log(
      `/embed total transfer: ${total} bytes (${responses.map((r) => `${r.url} ${r.bytes} B ${r.encoding ?? 'identity'}`).join(', ')})`,
    );
    expect(responses.map((r) => new URL(r.url).pathname)).toEqual(['/embed']);
    expect(responses[0]!.encoding).toBe('gzip');
    expect(total).toBeLessThanOrEqual(25 * 1024);
  });

  test('shows six cases and the footer, without the site header or footer', async ({
    sharedPage: page,
  }) => {
    await page.goto('/embed');
    await expect(page.locator('body')).toHaveClass('embed-mode');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Ansvarlig AI i praksis' }),
    ).toBeVisible();
    await expect(page.getByRole('listitem')).toHaveCount(6);
    await expect(page.getByRole('link', { name: /Se alle cases hos/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.locator('body > footer, body > header')).toHaveCount(0);
  });

  test('applies a valid colour', async ({ sharedPage: page }) => {
    await page.goto(`/embed?primaryColor=${encodeURIComponent('rgb(200, 30, 60)')}`);
    await expect(page.locator('h1')).toHaveCSS('color', 'rgb(200, 30, 60)');
  });

  for (const hostile of [
    'red;}body{display:none',
    'red;}h1{color:rgb(255,0,0)',
    'url(https://evil.example/x.png)',
    'expression(alert(1))',
    '"#0a7"',
    "'#0a7'",
    '</style><h1>Hacked</h1>',
    '#0a7</style><script>document.title="x"</script>',
  ]) {
    test(`the hostile primaryColor ${hostile} changes nothing`, async ({ sharedPage: page }) => {
      const violations: string[] = [];
      page.on('console', (msg) => violations.push(msg.text()));
      await page.goto('/embed');
      const baseline = await page.content();
      await page.goto(`/embed?primaryColor=${encodeURIComponent(hostile)}`);
      expect(await page.content()).toBe(baseline);
      await expect(page.locator('body')).toBeVisible();
      await expect(page.locator('h1')).toHaveCSS('color', DEFAULT_RGB);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      expect(await page.title()).toContain('Resultater');
      expect(violations.filter((v) => /Content Security Policy|Refused/.test(v))).toEqual([]);
    });
  }

  for (const [name, size] of Object.entries(viewports)) {
    test(`axe finds nothing on /embed in both languages (${name})`, async ({
      sharedPage: page,
    }) => {
      await page.setViewportSize(size);
      await page.goto('/embed');
      await expectNoAxeViolations(page);
      await page.goto('/embed?lang=en');
      await expectNoAxeViolations(page);
    });
  }
});
