// A copy of content/ with six more news posts, older than the samples, in .data/content-news: with it /nyheder has a
// second page, so tests/e2e/site/news.spec.ts checks /nyheder/side/2 too (pagination, axe at 375 and 1280 px). The
// preview build is made from this copy (scripts/build/build-preview.mjs), so one extra build serves both suites.
import fs from 'node:fs';
import path from 'node:path';

export const NEWS_CONTENT_DIR = '.data/content-news';
const EXTRA = 6;
const TEMPLATE = 'velkommen-til-vores-nye-side.mdx';

export function copyNewsContent() {
  fs.rmSync(NEWS_CONTENT_DIR, { recursive: true, force: true });
  fs.cpSync('content', NEWS_CONTENT_DIR, { recursive: true });
  const news = path.join(NEWS_CONTENT_DIR, 'news');
  const source = fs.readFileSync(path.join(news, TEMPLATE), 'utf8');
  for (let k = 1; k <= EXTRA; k++) {
    const copy = source
      .replace(/^title: (.+)$/m, (_, title) => `title: ${title} (arkiv ${k})`)
      .replace(/^date: .+$/m, `date: 2025-0${k}-15`);
    fs.writeFileSync(path.join(news, TEMPLATE.replace('.mdx', `-arkiv-${k}.mdx`)), copy);
  }
}
