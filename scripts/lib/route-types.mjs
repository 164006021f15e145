// One page per route type, picked from the sitemap by its shape: the list `npm run bench:floor` measures and
// tests/e2e/site/layout-shift.spec.ts loads at 375 and 1280 px. A new kind of page is one line here.
// A type whose page the sitemap does not list (a search with a query) names its path outright.

/** @type {{ name: string, shape?: RegExp, path?: string }[]} */
export const ROUTE_TYPES = [
  { name: 'home', shape: /^\/$/ },
  { name: 'policy-area', shape: /^\/politik\/digitalisering$/ },
  { name: 'policy', shape: /^\/politik\/[^/]+\/[^/]+$/ },
  { name: 'case-list', shape: /^\/cases$/ },
  // The case and the news post with a picture: their first screen is the picture (issue 38).
  { name: 'case', shape: /^\/cases\/ai-byggesag$/ },
  { name: 'kpi', shape: /^\/kpi$/ },
  { name: 'candidates', shape: /^\/kandidater$/ },
  { name: 'candidate', shape: /^\/kandidater\/[^/]+$/ },
  { name: 'ai', shape: /^\/ai$/ },
  { name: 'playbook', shape: /^\/ai\/playbooks\/[^/]+$/ },
  { name: 'vision', shape: /^\/vision$/ },
  { name: 'contact', shape: /^\/kontakt$/ },
  { name: 'privacy', shape: /^\/privatliv$/ },
  { name: 'embed-docs', shape: /^\/embed\/docs$/ },
  { name: 'events', shape: /^\/moed-os$/ },
  // An event with places: its page carries the sign-up leaf.
  { name: 'event', shape: /^\/moed-os\/debat-paa-biblioteket$/ },
  { name: 'vote', shape: /^\/stem$/ },
  { name: 'en', shape: /^\/en$/ },
  { name: 'en-vote', shape: /^\/en\/vote$/ },
  { name: 'volunteer', shape: /^\/bliv-frivillig$/ },
  { name: 'support', shape: /^\/stoet-os$/ },
  { name: 'news-list', shape: /^\/nyheder$/ },
  { name: 'news-post', shape: /^\/nyheder\/vi-saetter-retningen-for-2029$/ },
  { name: 'newsletter-archive', shape: /^\/nyhedsbrev$/ },
  // A newsletter's web version; the one with a picture in its text.
  { name: 'newsletter', shape: /^\/nyhedsbrev\/2026-10-byraadet-og-ventetider$/ },
  { name: 'search', path: '/soeg?q=digitalisering' },
];

/**
 * [name, path] for every route type the sitemap (a list of paths) has a page of; `only` narrows it by name.
 * @param {string[]} sitemapPaths
 * @param {string[]} [only]
 * @returns {[string, string][]}
 */
export function routeTypePages(sitemapPaths, only = []) {
  return ROUTE_TYPES.filter(({ name }) => !only.length || only.includes(name))
    .map(
      ({ name, shape, path }) =>
        /** @type {[string, string | undefined]} */ ([
          name,
          path ?? sitemapPaths.find((p) => shape?.test(p)),
        ]),
    )
    .filter(/** @returns {pair is [string, string]} */ (pair) => pair[1] !== undefined);
}
