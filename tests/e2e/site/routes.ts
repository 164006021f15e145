import fs from 'node:fs';
import path from 'node:path';

/**
 * Every page the build's sitemap lists, as paths, read when the tests are collected, so that each page is a test of
 * its own (a retry re-runs one page) and checks over "every route" grow with the content by themselves. Empty when
 * there is no build: the specs then fail their "the build lists …" test.
 */
export function builtSitemapPaths(): string[] {
  const file = path.join(
    process.cwd(),
    process.env.NEXT_DIST_DIR ?? '.next',
    'server',
    'app',
    'sitemap.xml.body',
  );
  if (!fs.existsSync(file)) return [];
  const xml = fs.readFileSync(file, 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}
