import { expect, test } from '@playwright/test';

// Read the raw HTML (no JavaScript) so the tags are proven to be in the pre-rendered page itself.
async function rawHead(request: import('@playwright/test').APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status()).toBeLessThan(400);
  return response.text();
}

const meta = (html: string, attr: 'name' | 'property', key: string) =>
  html.match(new RegExp(`<meta ${attr}="${key.replace(':', '\\:')}" content="([^"]*)"`))?.[1];

// Not-found states carry no JSON-LD (tests/e2e/site/structured-data.spec.ts checks that and every type in detail).
for (const path of ['/', '/politik/digitalisering']) {
  test(`metadata and organisation JSON-LD are in the HTML of ${path}`, async ({ request }) => {
    const response = await request.get(path);
    const html = await response.text();
    expect(html).toMatch(/<html lang="da"/);
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(meta(html, 'name', 'description')).toBeTruthy();
    const ld = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!),
    );
    const org = ld.find((d) => d['@type'] === 'PoliticalParty');
    expect(org).toMatchObject({
      name: expect.any(String),
      url: expect.stringMatching(/^https?:\/\//),
      logo: expect.stringMatching(/^https?:\/\/.+\.svg$/),
      description: expect.any(String),
    });
    expect(org.sameAs).toHaveLength(3);
  });
}

for (const path of ['/', '/politik/digitalisering', '/kontakt'])
  test(`${path} has canonical, Open Graph and Twitter tags with absolute URLs`, async ({
    request,
  }) => {
    const html = await rawHead(request, path);
    expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+"/);
    for (const key of ['og:title', 'og:description', 'og:url', 'og:image'])
      expect(meta(html, 'property', key), key).toBeTruthy();
    expect(meta(html, 'property', 'og:image')).toMatch(
      /^https?:\/\/.+(\.png|opengraph-image[^"]*)$/,
    );
    expect(meta(html, 'property', 'og:url')).toMatch(/^https?:\/\//);
    expect(meta(html, 'name', 'twitter:card')).toBe('summary_large_image');
  });
