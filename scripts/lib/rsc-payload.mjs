// What a pre-rendered page hands React to hydrate, read from the build without a browser: its RSC payload
// (.next/server/app/<path>.rsc, the same flight rows the HTML carries inline as self.__next_f) and the client
// references in it (the "I" rows: one per 'use client' module the page's tree renders). Read by
// `npm run bench:hydration` and tests/e2e/site/hydration.spec.ts.
import fs from 'node:fs';
import path from 'node:path';

/** The pre-rendered RSC payload file of a page path ('/soeg?q=x' reads /soeg's), or null when the build has none. */
export function rscFile(distDir, pagePath) {
  const pathname = pagePath.split('?')[0];
  const file = path.join(distDir, 'server', 'app', `${pathname === '/' ? 'index' : pathname}.rsc`);
  return fs.existsSync(file) ? file : null;
}

/** The build's sitemap as paths (the pages a route type's shape is matched against). */
export function builtSitemap(distDir) {
  const xml = fs.readFileSync(path.join(distDir, 'server', 'app', 'sitemap.xml.body'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
}

/**
 * The client references of a flight payload, one per "I" row: `3:I[12345,["/_next/…js"],"MainNav"]`.
 * @param {string} payload
 * @returns {{ row: string, id: string }[]}
 */
function clientReferences(payload) {
  return [...payload.matchAll(/^([0-9a-f]+):I(\[.*\])$/gm)].map(([, row, json]) => ({
    row,
    id: String(JSON.parse(json)[0]),
  }));
}

/**
 * Module id → source path ('[project]/components/layout/main-nav.tsx') of every client module the build knows, from
 * the client reference manifests Next writes beside each route (Turbopack's module ids are the same in all of them).
 * @returns {Map<string, string>}
 */
export function clientModulePaths(distDir) {
  const modules = new Map();
  const dir = path.join(distDir, 'server', 'app');
  for (const entry of fs.readdirSync(dir, { recursive: true })) {
    if (!String(entry).endsWith('_client-reference-manifest.js')) continue;
    const js = fs.readFileSync(path.join(dir, String(entry)), 'utf8');
    for (const [, json] of js.matchAll(/__RSC_MANIFEST\["(?:[^"\\]|\\.)*"\] = (\{.*\});/g)) {
      for (const [source, { id }] of Object.entries(JSON.parse(json).clientModules ?? {}))
        modules.set(String(id), source.replace(/^\[project\]\//, ''));
    }
  }
  return modules;
}

/** Next's own client modules (router, boundaries) are in every page whatever the site does. */
export const isFrameworkModule = (source) => source.startsWith('node_modules/next/');
const isLinkModule = (source) =>
  /^node_modules\/next\/dist\/(esm\/)?client\/app-dir\/link\.js$/.test(source);

/**
 * Bytes of one page's payload, the distinct client modules it references, each by source path (the site's own and,
 * separately, Next's), how many elements of the site's client components it renders (what React hydrates) and how
 * many next/link elements, or null when the page is not pre-rendered.
 */
export function payloadFacts(distDir, pagePath, modulePaths = clientModulePaths(distDir)) {
  const file = rscFile(distDir, pagePath);
  if (!file) return null;
  const payload = fs.readFileSync(file, 'utf8');
  const refs = clientReferences(payload).map(({ row, id }) => ({
    row,
    source: modulePaths.get(id) ?? `unknown:${id}`,
  }));
  const siteRows = new Set(refs.filter((r) => !isFrameworkModule(r.source)).map((r) => r.row));
  const placed = [...payload.matchAll(/\["\$","\$L([0-9a-f]+)"/g)].map(([, row]) => row);
  const elements = placed.filter((row) => siteRows.has(row)).length;
  // next/link's elements: each is a client component that hydrates and watches the viewport to prefetch.
  const linkRows = new Set(refs.filter((r) => isLinkModule(r.source)).map((r) => r.row));
  const links = placed.filter((row) => linkRows.has(row)).length;
  const sources = [...new Set(refs.map((r) => r.source))].sort();
  return {
    bytes: Buffer.byteLength(payload),
    site: sources.filter((s) => !isFrameworkModule(s)),
    framework: sources.filter(isFrameworkModule),
    elements,
    links,
  };
}
