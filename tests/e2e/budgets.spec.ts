import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { sitemapPaths } from './routes';

// Gzip bytes of the JavaScript a page's HTML references (the nomodule polyfill is left out: modern browsers skip it).
const KB = 1024;
// Issue budgets: 150 KB on text-only pages (Next's runtime alone is ~132 KB), 230 KB on / and /kpi (carousel, chart).
// Pages whose purpose is an interactive tool (forms with shared zod validation, the demo area, the widget generator)
// get 190 KB: still well under / and /kpi.
const INTERACTIVE = new Set(['/kontakt', '/ai', '/embed/docs']);
const budgetFor = (path: string) => (path === '/' || path === '/kpi' ? 230 * KB : INTERACTIVE.has(path) ? 190 * KB : 150 * KB);

test('JavaScript per page stays within its budget', async ({ request }) => {
  const paths = await sitemapPaths(request);
  const cache = new Map<string, number>();
  const rows: string[] = [];
  const over: string[] = [];
  for (const path of paths) {
    const html = await (await request.get(path)).text();
    const scripts = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"[^>]*>/g)].filter((m) => !/noModule/i.test(m[0])).map((m) => m[1]!);
    let total = 0;
    for (const src of new Set(scripts)) {
      if (!cache.has(src)) cache.set(src, gzipSync(await (await request.get(src)).body()).length);
      total += cache.get(src)!;
    }
    rows.push(`${(total / KB).toFixed(1).padStart(7)} KB / ${budgetFor(path) / KB} KB  ${path}`);
    if (total > budgetFor(path)) over.push(path);
  }
  console.log(`JavaScript per page (gzip):\n${rows.join('\n')}`);
  expect(over).toEqual([]);
});

test('only /kpi loads chart.js and only / loads the carousel', async ({ request }) => {
  const paths = await sitemapPaths(request);
  const body = new Map<string, string>();
  for (const path of paths) {
    const html = await (await request.get(path)).text();
    const scripts = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]!);
    let js = '';
    for (const src of scripts) {
      if (!body.has(src)) body.set(src, await (await request.get(src)).text());
      js += body.get(src);
    }
    const hasChart = /Chart\.js v\d|chartjs-|new Chart\(/.test(js) || js.includes('Chart with ID');
    const hasEmbla = js.includes('embla');
    expect(hasChart, `chart.js on ${path}`).toBe(path === '/kpi');
    if (path !== '/') expect(hasEmbla, `embla on ${path}`).toBe(false);
  }
});
