// The pre-rendered HTML pages the post-build steps (inline-css, head-preloads, inline-boundaries, csp-meta) rewrite in place.
// NEXT_DIST_DIR: the preview build (scripts/build/build-preview.mjs) lives beside .next.
import fs from 'node:fs';
import path from 'node:path';
import { env } from '../../lib/env.js';

export const distDir = env.NEXT_DIST_DIR ?? '.next';
// app/ holds the build's pages; Next 16 may also keep served copies in route-cache/, which must get the same changes.
export const serverDir = path.join(process.cwd(), distDir, 'server');
// output: 'standalone' copied the pages into <distDir>/standalone during next build, before these steps ran.
const standaloneServerDir = path.join(process.cwd(), distDir, 'standalone', distDir, 'server');

function* htmlFiles(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(full);
    else if (entry.name.endsWith('.html')) yield full;
  }
}

/** Every .html file under <distDir>/server and, when the build made one, its standalone copy. */
function builtHtmlFiles() {
  const dirs = [serverDir, ...(fs.existsSync(standaloneServerDir) ? [standaloneServerDir] : [])];
  return dirs.flatMap((dir) => [...htmlFiles(dir)]);
}

/**
 * Runs `transform(html, file) => { html, count }` on every built page and writes back each page whose HTML it changed.
 * Returns how many pages it read and wrote and the sum of the counts, for the step's one line of output.
 */
export function rewriteBuiltPages(transform) {
  const files = builtHtmlFiles();
  let pages = 0;
  let count = 0;
  for (const file of files) {
    const before = fs.readFileSync(file, 'utf8');
    const result = transform(before, file);
    count += result.count;
    if (result.html === before) continue;
    fs.writeFileSync(file, result.html);
    pages += 1;
  }
  return { read: files.length, pages, count };
}
