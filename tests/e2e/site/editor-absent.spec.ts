import { expect, test } from '@playwright/test';

// The content editor (issue 28) exists only under `next dev` or in a build with its GitHub settings: this production
// build has neither, so the editor and its API answer 404 (Keystatic's local mode would otherwise write files on the
// server), and no crawler is invited to it.
const editorPaths = [
  '/keystatic',
  '/keystatic/collection/policies',
  '/keystatic/singleton/site',
  '/api/keystatic/tree',
  '/api/keystatic/github/login',
];

for (const path of editorPaths) {
  test(`GET ${path} answers 404 in a build without editor settings`, async ({ request }) => {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status()).toBe(404);
    // Not the editor's frame (its title is Redaktør) under another status.
    expect(await response.text()).not.toContain('<title>Redaktør');
  });
}

test('POST /api/keystatic/update answers 404', async ({ request, baseURL }) => {
  const response = await request.post('/api/keystatic/update', {
    headers: { Origin: baseURL!, 'Content-Type': 'application/json' },
    data: { additions: [{ path: 'content/site.json', contents: 'e30=' }], deletions: [] },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(404);
});

test('robots.txt keeps crawlers out of the editor, and the sitemap does not list it', async ({
  request,
}) => {
  expect(await (await request.get('/robots.txt')).text()).toMatch(/Disallow: \/keystatic/);
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/keystatic');
});
