// `npm run build:news-pages`: the site built from a copy of content/ with six more posts, older than the samples, into
// .next-news, so that /nyheder/side/2 exists and tests/e2e/news.spec.ts checks it (pagination, axe at 375 and
// 1280 px) in CI. The six sample posts fit on one page, so the production build alone never has a page 2.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

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
  const env = { ...process.env, CONTENT_DIR: NEWS_CONTENT_DIR, NEXT_DIST_DIR: '.next-news', NEXT_TELEMETRY_DISABLED: '1' };
  // next build adds its distDir's types to tsconfig.json and next-env.d.ts; the project keeps pointing at .next.
  const kept = ['tsconfig.json', 'next-env.d.ts'].map((file) => [file, fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null]);
  try {
    execFileSync('npx', ['tsx', 'scripts/content-check.ts', NEWS_CONTENT_DIR], { env, stdio: 'inherit' });
    execFileSync(process.execPath, ['node_modules/next/dist/bin/next', 'build'], { env, stdio: 'inherit' });
    execFileSync(process.execPath, ['scripts/inline-css.mjs'], { env, stdio: 'inherit' });
    execFileSync(process.execPath, ['scripts/csp-meta.mjs'], { env, stdio: 'inherit' });
  } finally {
    for (const [file, text] of kept) {
      if (text === null) fs.rmSync(file, { force: true });
      else fs.writeFileSync(file, text);
    }
  }
}
