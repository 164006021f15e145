// Policy bodies are markdown split into '###' sections; the policy page lifts one section out by its heading.
const MARKER = '###';

export type BodySection = { heading: string; text: string; start: number; end: number };

/** Finds the first '###' heading that starts with `prefix` (case-insensitive) and returns it with its text up to the next '###'. */
export function findSection(body: string, prefix: string): BodySection | undefined {
  const heading = new RegExp(`^${MARKER}[ \\t]+(${escapeRegExp(prefix)}[^\\n]*)$`, 'im').exec(body);
  if (!heading) return undefined;
  const textStart = heading.index + heading[0].length;
  const next = body.indexOf(MARKER, textStart);
  const end = next === -1 ? body.length : next;
  return { heading: heading[1]!.trim(), text: body.slice(textStart, end).trim(), start: heading.index, end };
}

/** The section's text, or the fallback when the section is missing or empty. */
export function sectionTextOr(body: string, prefix: string, fallback: string) {
  return findSection(body, prefix)?.text || fallback;
}

/** The body with that section (heading and text) taken out, so it is not shown twice. */
export function withoutSection(body: string, prefix: string) {
  const section = findSection(body, prefix);
  if (!section) return body.trim();
  return `${body.slice(0, section.start)}${body.slice(section.end)}`.replace(/\n{3,}/g, '\n\n').trim();
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
