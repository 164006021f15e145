// `npm run build:preview`: the site built as a preview deployment (SITE_ENV=preview) into .next-preview, beside the
// production build in .next, so the preview's headers, robots, sitemap and banner can be tested against a real build.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

const env = { ...process.env, SITE_ENV: 'preview', NEXT_DIST_DIR: '.next-preview', NEXT_TELEMETRY_DISABLED: '1' };
// next build adds its distDir's types to tsconfig.json and next-env.d.ts; the project keeps pointing at .next.
const kept = ['tsconfig.json', 'next-env.d.ts'].map((file) => [file, fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null]);
try {
  execFileSync(process.execPath, ['node_modules/next/dist/bin/next', 'build'], { env, stdio: 'inherit' });
  execFileSync(process.execPath, ['scripts/inline-css.mjs'], { env, stdio: 'inherit' });
  execFileSync(process.execPath, ['scripts/csp-meta.mjs'], { env, stdio: 'inherit' });
} finally {
  for (const [file, text] of kept) {
    if (text === null) fs.rmSync(file, { force: true });
    else fs.writeFileSync(file, text);
  }
}
