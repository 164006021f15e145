// Which of Pagefind's files a search on /soeg fetches first (issue 48): its metadata and its WASM for the page's
// language, named in pagefind-entry.json, which `npm run search:index` writes before `next build`. /soeg's early
// script fetches them beside Pagefind's own code, so its worker finds them in the HTTP cache. Read when /soeg is
// pre-rendered; without an index (none built yet) the list is empty and only the worker and the entry are fetched.
import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const entrySchema = z.object({
  languages: z.record(
    z.string(),
    z.object({
      hash: z.string().regex(/^[a-z0-9_-]+$/i),
      wasm: z.string().regex(/^[a-z0-9_-]+$/i),
    }),
  ),
});

/** The metadata and WASM file names (below /pagefind/) for `language`, or none when the index does not hold it. */
export function pagefindFirstFiles(
  language: string,
  entryFile = path.join(process.cwd(), 'public/pagefind/pagefind-entry.json'),
): string[] {
  let entry: z.infer<typeof entrySchema>;
  try {
    entry = entrySchema.parse(JSON.parse(fs.readFileSync(entryFile, 'utf8')));
  } catch {
    return [];
  }
  const index = entry.languages[language];
  return index ? [`pagefind.${index.hash}.pf_meta`, `wasm.${index.wasm}.pagefind`] : [];
}
