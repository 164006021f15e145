import type { APIRequestContext } from '@playwright/test';

/** Every page the sitemap lists, as paths, so checks over "every route" grow with the content by themselves. */
export async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get('/sitemap.xml')).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}
