// `npm run bench:hydration`: per route type, the client modules its pre-rendered RSC payload references (what
// hydrates at load: the site's own, and Next's router and boundaries) and the payload's bytes, read from the build
// (no server, no browser; run `npm run build` first). HYDRATION_DIST=.next (the build to read); `--names` lists the
// site's client modules of each route type too.
import { routeTypePages } from '../lib/route-types.mjs';
import { builtSitemap, clientModulePaths, payloadFacts } from '../lib/rsc-payload.mjs';

const dist = process.env.HYDRATION_DIST ?? '.next';
const names = process.argv.includes('--names');
const modules = clientModulePaths(dist);

console.log(
  '| route type | site client modules | their elements | next/link elements | Next client modules | RSC bytes |',
);
console.log('|---|---:|---:|---:|---:|---:|');
for (const [name, page] of routeTypePages(builtSitemap(dist))) {
  const facts = payloadFacts(dist, page, modules);
  if (!facts) {
    console.log(`| ${name} | (not pre-rendered) | | | | |`);
    continue;
  }
  const list = names ? ` (${facts.site.join(', ')})` : '';
  console.log(
    `| ${name} | ${facts.site.length}${list} | ${facts.elements} | ${facts.links} | ${facts.framework.length} | ${facts.bytes} |`,
  );
}
