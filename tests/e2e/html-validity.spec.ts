import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { sitemapPaths } from './routes';

// The W3C Nu HTML Checker (vnu-jar) on the HTML each page actually serves.
test('every pre-rendered page passes the Nu HTML Checker with no errors', async ({ request }) => {
  test.setTimeout(180_000);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vnu-'));
  const pages = [...(await sitemapPaths(request)), '/findes-ikke'];
  const files = new Map<string, string>();
  for (const [i, page] of pages.entries()) {
    const file = path.join(dir, `page-${i}.html`);
    fs.writeFileSync(file, await (await request.get(page)).text());
    files.set(file, page);
  }
  const jar = path.join(process.cwd(), 'node_modules', 'vnu-jar', 'build', 'dist', 'vnu.jar');
  let output = '';
  try {
    // The stylesheet is inlined into each page (scripts/inline-css.mjs), and vnu's CSS checker predates what Tailwind 4
    // writes (@property, margin-trim): the HTML is checked here, the CSS as it was when it was a linked file.
    execFileSync('java', ['-jar', jar, '--errors-only', '--filterpattern', 'CSS: .*', '--format', 'json', ...files.keys()], { encoding: 'utf8', stdio: 'pipe' });
  } catch (error) {
    output = (error as { stderr?: string }).stderr ?? String(error);
  }
  const messages = output ? (JSON.parse(output).messages as { url: string; message: string; extract?: string }[]) : [];
  const errors = messages.map((m) => `${files.get(decodeURIComponent(m.url.replace('file:', ''))) ?? m.url}: ${m.message}`);
  fs.rmSync(dir, { recursive: true, force: true });
  console.log(`Nu HTML Checker: ${pages.length} pages, ${errors.length} errors`);
  expect(errors).toEqual([]);
});
