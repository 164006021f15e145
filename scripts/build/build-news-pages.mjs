// `npm run build:news-pages`: the site built from a copy of content/ with six more posts, older than the samples, into
// .next-news, so that /nyheder/side/2 exists and tests/e2e/site/news.spec.ts checks it (pagination, axe at 375 and
// 1280 px) in CI. The six sample posts fit on one page, so the production build alone never has a page 2.
// The content check is not run again on the copy: it is content/ (checked by `npm run content:check`, which CI and
// `npm run build` run) plus six renamed copies of one checked post.
import fs from 'node:fs';
import path from 'node:path';
import { buildInto } from './build-into.mjs';

const NEWS_CONTENT_DIR = '.data/content-news';
const EXTRA = 6;
const TEMPLATE = 'velkommen-til-vores-nye-side.mdx';

function copyContent() {
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

if (import.meta.url === `file://${process.argv[1]}`) {
  copyContent();
  const env = {
    ...process.env,
    CONTENT_DIR: NEWS_CONTENT_DIR,
    NEXT_DIST_DIR: '.next-news',
    NEXT_TELEMETRY_DISABLED: '1',
  };
  buildInto(env);
}
