// `npm run content:changed -- <base-ref> [--base-url URL]`: the site pages that the content changed since <base-ref> touches,
// as a Markdown list of links (the pull-request job writes it to the job summary).
import { parseArgs } from 'node:util';
import { contentRoot } from '../../lib/content/collection';
import { changedPages, changedPagesMarkdown } from '../../lib/editorial/changed-pages';
import { changedSince } from '../../lib/editorial/git-changes';
import { readSiteIndex } from '../../lib/editorial/site-index';
import { siteUrl } from '../../lib/seo';

const { values, positionals } = parseArgs({ options: { 'base-url': { type: 'string', default: siteUrl } }, allowPositionals: true });
const [baseRef] = positionals;
const baseUrl = values['base-url'];
if (!baseRef || !/^https?:\/\/[^\s]+$/.test(baseUrl)) {
  console.error('Brug: npm run content:changed -- <git-ref, fx origin/main> [--base-url https://forhåndsvisning.example]');
  process.exit(2);
}

try {
  const files = changedSince(baseRef);
  process.stdout.write(changedPagesMarkdown(changedPages(files, readSiteIndex(contentRoot())), baseUrl));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(2);
}
