// Run by preview-mode.test.ts in a child process, so lib/env.js parses the environment the test sets, as next build would.
import config from '../../../next.config.mjs';
import robots from '../../../app/robots';
import sitemap from '../../../app/sitemap';

const headers = (await config('phase-production-build').headers?.()) ?? [];
console.log(JSON.stringify({ headers, robots: robots(), sitemapLength: sitemap().length }));
