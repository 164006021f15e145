// After `next build`: hash every executable inline script of each pre-rendered HTML page and write a
// <meta http-equiv="Content-Security-Policy"> with exactly those hashes into that page. Static pages stay static,
// and the policy costs nothing per request. Re-running is safe (the old meta is replaced).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pagePolicy, wasmPages } from '../../lib/security/csp.js';
import { rewriteBuiltPages, serverDir } from './built-pages.mjs';

const META = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/?>/g;
const SCRIPT = /<script((?:\s[^>]*)?)>([\s\S]*?)<\/script>/g;

const isExecutable = (attrs) => {
  if (/\ssrc=/.test(attrs)) return false;
  const type = attrs.match(/\stype="([^"]*)"/)?.[1];
  return !type || /^(text\/javascript|module|application\/javascript)$/i.test(type);
};

export function addCspMeta(html, { wasm = false } = {}) {
  const clean = html.replace(META, '');
  const hashes = new Set();
  for (const [, attrs, body] of clean.matchAll(SCRIPT)) {
    if (isExecutable(attrs))
      hashes.add(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
  }
  const meta = `<meta http-equiv="Content-Security-Policy" content="${pagePolicy([...hashes], { wasm })}"/>`;
  // Right after <meta charset>: a meta policy only governs what the parser meets after it.
  const at = clean.search(/<meta charSet="utf-8"\/>/i);
  if (at < 0) throw new Error('no <meta charset> found');
  const insertAt = at + '<meta charSet="utf-8"/>'.length;
  return { html: clean.slice(0, insertAt) + meta + clean.slice(insertAt), hashes: hashes.size };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!fs.existsSync(path.join(serverDir, 'app'))) {
    console.error(
      `csp-meta: ${path.relative(process.cwd(), serverDir)}/app not found; run next build first`,
    );
    process.exit(1);
  }
  const { read: pages, count: scripts } = rewriteBuiltPages((page, file) => {
    const { html, hashes } = addCspMeta(page, { wasm: wasmPages.includes(path.basename(file)) });
    return { html, count: hashes };
  });
  console.log(
    `csp-meta: wrote a hashed script-src policy into ${pages} pre-rendered pages (${scripts} inline scripts)`,
  );
}
