// Builds the site-search index from the content loader into public/pagefind/ (git-ignored), so `next start` and the
// standalone server serve it as static files. Runs in `npm run build` before `next build`.
import fs from 'node:fs';
import path from 'node:path';
import { writeSearchIndex } from '@/lib/search/build-index';
import { searchRecords } from '@/lib/search/records';

const outputPath = path.join(process.cwd(), 'public', 'pagefind');

// A stale bundle from an earlier build could keep fragments of deleted pages.
fs.rmSync(outputPath, { recursive: true, force: true });
const summary = await writeSearchIndex(searchRecords(), outputPath);
// Pagefind also writes its ready-made UIs; the site ships its own search page, so they are not served.
for (const name of fs.readdirSync(outputPath)) {
  if (/^pagefind-(component-ui|modular-ui|ui|highlight)\./.test(name))
    fs.rmSync(path.join(outputPath, name));
}
console.log(
  `search:index: ${summary.pages} sider, ${summary.words} unikke ord → ${path.relative(process.cwd(), summary.outputPath)}`,
);
