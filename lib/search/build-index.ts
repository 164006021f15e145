// Writes the Pagefind index for the site search with Pagefind's Node API: one HTML document per record, Danish
// stemming for every page, and the result type as both metadata (shown) and filter.
import * as pagefind from 'pagefind';
import type { SearchRecord } from './types';
import { escapeHtml } from '../html/escape';

const paragraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p)}</p>`)
    .join('');

/** The record as the small HTML document Pagefind reads: the title as h1 (ranked highest), section headings as h2. */
export function recordHtml(record: SearchRecord): string {
  const body = record.sections
    .map((s) => `${s.heading ? `<h2>${escapeHtml(s.heading)}</h2>` : ''}${paragraphs(s.text)}`)
    .join('');
  const type = escapeHtml(record.type);
  return `<!doctype html><html lang="da"><head><title>${escapeHtml(record.title)}</title></head><body data-pagefind-meta="type:${type}" data-pagefind-filter="type:${type}"><h1>${escapeHtml(record.title)}</h1>${body}</body></html>`;
}

export type IndexSummary = { pages: number; words: number; outputPath: string };

/** Builds the index from the records and writes it (pagefind.js, its wasm and the index chunks) into outputPath. */
export async function writeSearchIndex(
  records: SearchRecord[],
  outputPath: string,
): Promise<IndexSummary> {
  const { index, errors } = await pagefind.createIndex({ forceLanguage: 'da' });
  if (!index) throw new Error(`Pagefind kunne ikke starte: ${errors.join('; ')}`);
  try {
    let words = 0;
    for (const record of records) {
      const added = await index.addHTMLFile({ url: record.url, content: recordHtml(record) });
      if (added.errors.length)
        throw new Error(`Pagefind kunne ikke indeksere ${record.url}: ${added.errors.join('; ')}`);
      words += added.file.uniqueWords;
    }
    const written = await index.writeFiles({ outputPath });
    if (written.errors.length)
      throw new Error(`Pagefind kunne ikke skrive indekset: ${written.errors.join('; ')}`);
    return { pages: records.length, words, outputPath: written.outputPath };
  } finally {
    await pagefind.close();
  }
}
