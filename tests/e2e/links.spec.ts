import { expect, test } from '@playwright/test';
import { sitemapPaths } from './routes';

test('no internal link or asset on any page answers 404', async ({ request, baseURL }) => {
  test.setTimeout(180_000);
  const origin = new URL(baseURL!).origin;
  const pages = await sitemapPaths(request);
  const checked = new Map<string, number>();
  const broken: string[] = [];
  for (const page of pages) {
    const html = await (await request.get(page)).text();
    const refs = [...html.matchAll(/\s(?:href|src)="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
    for (const ref of refs) {
      if (/^(mailto:|tel:|#|data:|fb:|instagram:)/.test(ref)) continue;
      const url = new URL(ref, origin + page);
      if (url.origin !== origin) continue;
      url.hash = '';
      const key = url.pathname + url.search;
      if (!checked.has(key)) checked.set(key, (await request.get(key, { maxRedirects: 5 })).status());
      if (checked.get(key)! >= 400) broken.push(`${page} → ${key} (${checked.get(key)})`);
    }
  }
  console.log(`Checked ${checked.size} internal URLs on ${pages.length} pages`);
  expect(broken).toEqual([]);
});
