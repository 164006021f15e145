// The loop every post-build step runs (scripts/build/built-pages.mjs): each pre-rendered page, and its standalone
// copy, goes through the step's transform; a page is written back only when its HTML changed.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const dist = `.next-unit-built-pages-${process.pid}`;
const root = path.join(process.cwd(), dist);
const page = (...parts: string[]) => path.join(root, ...parts);

const MODULE = path.join(process.cwd(), 'scripts', 'build', 'built-pages.mjs');

/**
 * rewriteBuiltPages run by Node itself, as the build runs it (next/jest compiles .mjs to CommonJS, which Jest then
 * refuses as ESM): `transform` is the body of `(html, file) => …`; the answer is the result and the files it saw.
 */
function rewrite(transform: string): {
  read: number;
  pages: number;
  count: number;
  seen: string[];
} {
  const script = `
    import { rewriteBuiltPages } from ${JSON.stringify(MODULE)};
    const seen = [];
    const result = rewriteBuiltPages((html, file) => { seen.push(file); return ${transform}; });
    console.log(JSON.stringify({ ...result, seen }));`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    env: { ...process.env, NEXT_DIST_DIR: dist, NODE_OPTIONS: '' },
    encoding: 'utf8',
  });
  const answer = JSON.parse(out.trim().split('\n').at(-1)!);
  return { ...answer, seen: answer.seen.map((file: string) => path.relative(root, file)) };
}

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

beforeEach(() => {
  fs.rmSync(root, { recursive: true, force: true });
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  };
  write(page('server', 'app', 'index.html'), '<p>A</p>');
  write(page('server', 'app', 'politik', 'x.html'), '<p>B</p>');
  write(page('server', 'app', 'x.rsc'), '<p>A</p>');
  write(page('standalone', dist, 'server', 'app', 'index.html'), '<p>A</p>');
});

test('every .html page, the standalone copy included, goes through the transform; other files do not', () => {
  const { seen, ...result } = rewrite(
    "({ html: html.replace('A', 'C'), count: html.includes('A') ? 1 : 0 })",
  );
  expect(seen.sort()).toEqual(
    [
      path.join('server', 'app', 'index.html'),
      path.join('server', 'app', 'politik', 'x.html'),
      path.join('standalone', dist, 'server', 'app', 'index.html'),
    ].sort(),
  );
  expect(result).toEqual({ read: 3, pages: 2, count: 2 });
  expect(fs.readFileSync(page('server', 'app', 'index.html'), 'utf8')).toBe('<p>C</p>');
  expect(fs.readFileSync(page('standalone', dist, 'server', 'app', 'index.html'), 'utf8')).toBe(
    '<p>C</p>',
  );
  expect(fs.readFileSync(page('server', 'app', 'x.rsc'), 'utf8')).toBe('<p>A</p>');
});

test('a page the transform leaves as it is is not written again', () => {
  const file = page('server', 'app', 'politik', 'x.html');
  const old = new Date('2026-01-01T00:00:00Z');
  fs.utimesSync(file, old, old);
  const result = rewrite("({ html: html.replace('A', 'C'), count: 0 })");
  expect(result.pages).toBe(2);
  expect(fs.statSync(file).mtime.getTime()).toBe(old.getTime());
  expect(fs.readFileSync(file, 'utf8')).toBe('<p>B</p>');
});
