// Issue 45 item 6, in a real browser: a page on another origin that sends a signed-in team member's browser to an
// export (`location = …`) gets a 403 and no file, and the audit log records no export; the same link clicked in the
// room still downloads. The hostile pages are served here on localhost (another site than the room's 127.0.0.1) and on
// another port of 127.0.0.1 (same site, another origin).
import { expect, test } from '@playwright/test';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { baseURL } from './playwright.config';
import { roomSmtpSink, signIn } from './room-mail';

test.describe.configure({ mode: 'serial' });

const sink = roomSmtpSink();
let hostile: http.Server;
let port = 0;

test.beforeAll(async () => {
  // Any path: a page whose script sends the browser to ?to=…, as a hostile site would.
  hostile = http.createServer((request, response) => {
    const to = new URL(request.url ?? '/', 'http://x').searchParams.get('to') ?? '/';
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><title>Gratis kage</title><script>location = ${JSON.stringify(to)};</script>`,
    );
  });
  // No host: both IPv4 and IPv6, whichever localhost resolves to.
  await new Promise<void>((resolve) => hostile.listen(0, resolve));
  port = (hostile.address() as AddressInfo).port;
});
test.afterAll(async () => {
  await new Promise((resolve) => hostile.close(resolve));
});

const exportsInLog = async (page: import('@playwright/test').Page) => {
  await page.goto('/kampagne/revisionslog');
  return page.getByRole('cell', { name: 'Eksport', exact: true }).count();
};

for (const [name, host] of [
  ['a page on another site (localhost)', 'localhost'],
  ['a page on another origin of the same site (127.0.0.1, another port)', '127.0.0.1'],
] as const) {
  test(`${name} that sets location to an export is refused: 403, no file, no export logged`, async ({
    page,
  }) => {
    await signIn(page, sink);
    const logged = await exportsInLog(page);
    const downloads: string[] = [];
    page.on('download', (download) => downloads.push(download.suggestedFilename()));

    for (const format of ['csv', 'xlsx']) {
      const target = `${baseURL}/api/kampagne/lister/nyhedsbrev/${format}`;
      const answered = page.waitForResponse((r) => r.url() === target);
      await page.goto(`http://${host}:${port}/kage?to=${encodeURIComponent(target)}`);
      const response = await answered;
      // The session cookie went along (SameSite=Lax on a top-level navigation): the refusal is the export's own.
      expect(await response.request().headerValue('sec-fetch-site')).toBe(
        host === 'localhost' ? 'cross-site' : 'same-site',
      );
      expect(response.status()).toBe(403);
      await expect(page.locator('body')).toContainText(
        'Eksporten kan kun hentes fra kampagnerummet selv',
      );
    }
    expect(downloads).toEqual([]);
    expect(await exportsInLog(page)).toBe(logged);

    // The same export from the room's own link downloads.
    await page.goto('/kampagne/nyhedsbrev');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: /Hent som CSV/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    expect(await exportsInLog(page)).toBe(logged + 1);
  });
}
