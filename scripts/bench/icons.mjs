// `npm run bench:icons -- / /politik/digitalisering`: what a page's inline SVG icons cost the document itself, with
// JavaScript off (issue 48, eighth part). Each page's pre-rendered HTML from the build (no server) is loaded in Chromium
// at phone size with the CPU 4× slower, in four forms, interleaved: as built; the icons' presentation attributes moved
// to one CSS rule; each icon as one <span> drawn by a CSS mask of its SVG; no icons at all (an empty span of the same
// size). Reported: Chrome's style, layout and task time (Performance.getMetrics) to 1.5 s after load, medians of
// ICON_RUNS loads, and the DOM's node count. Other requests are refused, the same for every form.
//   ICON_RUNS=10   NEXT_DIST_DIR=.next (the build to read)
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { median } from './lh.mjs';

const RUNS = Number(process.env.ICON_RUNS ?? 10);
const DIST = process.env.NEXT_DIST_DIR ?? '.next';
const routes = process.argv.slice(2).length ? process.argv.slice(2) : ['/'];
const svg = /<svg\b[^>]*>[\s\S]*?<\/svg>/g;
const presentation =
  / (fill="none"|stroke="currentColor"|stroke-width="2"|stroke-linecap="round"|stroke-linejoin="round"|width="24"|height="24"|xmlns="[^"]*")/g;

function builtHtml(route) {
  const file = route === '/' ? 'index.html' : `${route.replace(/^\//, '')}.html`;
  return fs.readFileSync(path.join(DIST, 'server/app', file), 'utf8');
}

function asMasks(html) {
  const classes = new Map();
  const body = html.replace(svg, (icon) => {
    const className = icon.match(/class="([^"]*)"/)?.[1] ?? '';
    let image = icon.replace(/ class="[^"]*"| aria-hidden="true"| focusable="false"/g, '');
    if (!image.includes('xmlns='))
      image = image.replace('<svg', '<svg xmlns="http://www.w3.org/2000/svg"');
    const uri = `data:image/svg+xml,${encodeURIComponent(image)}`;
    if (!classes.has(uri)) classes.set(uri, `icon-mask-${classes.size}`);
    return `<span aria-hidden="true" class="${className} icon-mask ${classes.get(uri)}"></span>`;
  });
  const css =
    '.icon-mask{display:inline-block;background:currentColor;mask:var(--mask) center/contain no-repeat}' +
    [...classes].map(([uri, name]) => `.${name}{--mask:url("${uri}")}`).join('');
  return body.replace('</head>', `<style>${css}</style></head>`);
}

const forms = {
  'as built': (html) => html,
  'attributes in CSS': (html) =>
    html
      .replace(svg, (icon) => icon.replace(presentation, ''))
      .replace(
        '</head>',
        '<style>svg.lucide{fill:none;stroke:currentColor;stroke-width:2;stroke-linecap:round;stroke-linejoin:round}</style></head>',
      ),
  'CSS masks': asMasks,
  'no icons': (html) => html.replace(svg, '<span class="h-4 w-4"></span>'),
};

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
console.log(
  `bench:icons — build ${DIST}; JavaScript off, 4× CPU throttling, 412 × 823, medians of ${RUNS} loads`,
);
for (const route of routes) {
  const html = builtHtml(route);
  const documents = Object.fromEntries(
    Object.entries(forms).map(([name, form]) => [name, form(html)]),
  );
  const figures = Object.fromEntries(Object.keys(forms).map((name) => [name, []]));
  for (let run = 0; run < RUNS; run++) {
    for (const [name, document] of Object.entries(documents)) {
      const context = await browser.newContext({
        javaScriptEnabled: false,
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 2.625,
        isMobile: true,
      });
      const page = await context.newPage();
      await page.route('**/*', (request) =>
        request.request().resourceType() === 'document'
          ? request.fulfill({ body: document, contentType: 'text/html; charset=utf-8' })
          : request.abort(),
      );
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await cdp.send('Performance.enable');
      await page.goto('http://127.0.0.1:9/');
      await page.waitForTimeout(1500);
      const metrics = Object.fromEntries(
        (await cdp.send('Performance.getMetrics')).metrics.map(({ name, value }) => [name, value]),
      );
      figures[name].push(metrics);
      await context.close();
    }
  }
  console.log(`\n${route} (${(html.match(svg) ?? []).length} inline icons)`);
  console.log('form                 style ms  layout ms  tasks ms  nodes  HTML bytes');
  for (const [name, runs] of Object.entries(figures)) {
    const ms = (key) => String(Math.round(median(runs.map((m) => m[key] * 1000)))).padStart(8);
    console.log(
      `${name.padEnd(19)} ${ms('RecalcStyleDuration')}  ${ms('LayoutDuration')} ${ms('TaskDuration')}  ${String(runs[0].Nodes).padStart(5)}  ${documents[name].length}`,
    );
  }
}
await browser.close();
