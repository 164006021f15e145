// One build of the site into another dist folder (NEXT_DIST_DIR in env) with the build's own post-steps, leaving the
// project as it was: next build adds its distDir's types to tsconfig.json and next-env.d.ts, which keep pointing at .next.
// The content check and the search index are not repeated here: `npm run build` (or CI's own steps) ran them. (Seeding
// the folder's cache with .next/cache was measured and dropped: Turbopack then compiled the preview in 105 s instead of
// 74 s from cold.)
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

/** @param {NodeJS.ProcessEnv} env */
export function buildInto(env) {
  const kept = ['tsconfig.json', 'next-env.d.ts'].map((file) => [
    file,
    fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null,
  ]);
  try {
    execFileSync(process.execPath, ['node_modules/next/dist/bin/next', 'build'], {
      env,
      stdio: 'inherit',
    });
    execFileSync(process.execPath, ['scripts/build/inline-css.mjs'], { env, stdio: 'inherit' });
    execFileSync(process.execPath, ['scripts/build/head-preloads.mjs'], { env, stdio: 'inherit' });
    execFileSync(process.execPath, ['scripts/build/inline-boundaries.mjs'], {
      env,
      stdio: 'inherit',
    });
    execFileSync(process.execPath, ['scripts/build/csp-meta.mjs'], { env, stdio: 'inherit' });
  } finally {
    for (const [file, text] of kept) {
      if (text === null) fs.rmSync(file, { force: true });
      else fs.writeFileSync(file, text);
    }
  }
}
