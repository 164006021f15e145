// Replaces personal data with labelled placeholders and reports what it replaced, by kind.
import { findNames, type Span } from './anonymize-names';
import { numberAndAddressPasses, PLACEHOLDER, type Pass, type PiiKind } from './anonymize-patterns';

export type Anonymized = { text: string; counts: Partial<Record<PiiKind, number>> };
/** What the rules replaced, as written in the text: the floor a language model's answer is held to (lib/demo/model). */
export type Finding = { kind: PiiKind; original: string };

function runPass(text: string, pass: Pass, counts: Anonymized['counts'], found: Finding[]): string {
  let out = '';
  let last = 0;
  for (const m of text.matchAll(pass.pattern)) {
    const replacement = pass.replace(m, text);
    if (replacement === null) continue;
    out += text.slice(last, m.index) + replacement;
    last = m.index + m[0].length;
    counts[pass.kind] = (counts[pass.kind] ?? 0) + 1;
    // A kept label ("tlf. ", "Konto: ") is not part of the secret.
    found.push({
      kind: pass.kind,
      original: m[0].slice(
        replacement.startsWith(PLACEHOLDER[pass.kind]) ? 0 : (m[1] ?? '').length,
      ),
    });
  }
  return out + text.slice(last);
}

/** Merges overlapping spans, and spans only spaces apart ("Anne" + "Hansen"), so one name is replaced once. */
function merge(text: string, spans: Span[]): Span[] {
  const sorted = [...spans].sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: Span[] = [];
  for (const span of sorted) {
    const prev = merged.at(-1);
    if (prev && (span.start <= prev.end || /^[ \t]+$/.test(text.slice(prev.end, span.start))))
      prev.end = Math.max(prev.end, span.end);
    else merged.push({ ...span });
  }
  return merged;
}

export function anonymizeWithFindings(input: string): Anonymized & { found: Finding[] } {
  const counts: Anonymized['counts'] = {};
  const found: Finding[] = [];
  let text = numberAndAddressPasses.reduce(
    (current, pass) => runPass(current, pass, counts, found),
    input,
  );
  const names = merge(text, findNames(text));
  for (const span of names)
    found.push({ kind: 'name', original: text.slice(span.start, span.end) });
  for (const span of [...names].reverse())
    text = text.slice(0, span.start) + PLACEHOLDER.name + text.slice(span.end);
  if (names.length) counts.name = names.length;
  return { text, counts, found };
}

export function anonymize(input: string): Anonymized {
  const { text, counts } = anonymizeWithFindings(input);
  return { text, counts };
}

const LABELS: Record<PiiKind, [one: string, many: string]> = {
  name: ['navn', 'navne'],
  cpr: ['CPR-nummer', 'CPR-numre'],
  email: ['e-mailadresse', 'e-mailadresser'],
  phone: ['telefonnummer', 'telefonnumre'],
  account: ['kontooplysning', 'kontooplysninger'],
  address: ['adresse', 'adresser'],
  postcode: ['postnummer og by', 'postnumre og byer'],
};

export function formatAnonymized({ text, counts }: Anonymized): string {
  const found = (Object.keys(LABELS) as PiiKind[])
    .filter((kind) => counts[kind])
    .map((kind) => `• ${counts[kind]} ${LABELS[kind][counts[kind] === 1 ? 0 : 1]}`);
  if (!found.length) return `${text}\n\nIngen personoplysninger fundet – teksten er uændret.`;
  return `${text}\n\nErstattet:\n${found.join('\n')}`;
}
