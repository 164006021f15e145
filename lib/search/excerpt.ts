// Pagefind excerpts are page text with the matched words wrapped in <mark>. They are split into plain text parts
// here and rendered as React text, so nothing in an excerpt is ever parsed as HTML.
export type ExcerptPart = { text: string; marked: boolean };

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
};
const decode = (text: string) =>
  text.replace(/&(?:amp|lt|gt|quot|#39|#x27);/g, (entity) => ENTITIES[entity]!);

export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  let marked = false;
  for (const piece of excerpt.split(/(<\/?mark>)/)) {
    if (piece === '<mark>') marked = true;
    else if (piece === '</mark>') marked = false;
    else if (piece) parts.push({ text: decode(piece), marked });
  }
  return parts;
}

/** The longest query sent to the index; longer input is cut here (a harmless, bounded amount of work). */
export const MAX_QUERY_LENGTH = 200;

export const normalizeQuery = (raw: string | null | undefined) =>
  (raw ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH);
