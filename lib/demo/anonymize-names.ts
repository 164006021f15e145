// Finds person names: after cues ("jeg hedder", "min søn", greetings, signatures) and from lists of common names.
import { AMBIGUOUS_FIRST_NAMES, FIRST_NAMES, SURNAMES } from './danish-names';

export type Span = { start: number; end: number };

/** Capitalised words that follow a cue but are organisations or roles, not people. */
const NOT_NAMES = new Set(
  `Kommune Kommunen Borgerservice Jobcenter Jobcentret Jobcentre Afdeling Afdelingen Team Teamet Alle Allesammen Hjemmeplejen
  Hjemmepleje Skole Skolen Børn Unge Byggesag Byggesager Teknik Miljø Økonomi Sundhed Ældre Beskæftigelse Familie
  Familieafdelingen Rådhuset Forvaltningen Sagsbehandler Med Venlig Hilsen Tak På Vi Jeg Du De Det Den Der Her Og
  I Hej Kære Godmorgen Goddag Mvh Kh Vh Dagplejen Vuggestuen Børnehaven Institutionen Plejecentret Fremtidslisten
  Lyngbæk Danmark Google Facebook Instagram MitID NemID Digital Post Udbetaling`
    .split(/\s+/)
    .filter(Boolean),
);

const NAME_WORD = `[\\p{Lu}][\\p{L}'’]+(?:-[\\p{Lu}][\\p{L}'’]+)?`;
const NAME_RUN = `${NAME_WORD}(?:[ \\t]+${NAME_WORD}){0,3}`;

const RELATIONS =
  'søn|sønnen|datter|datteren|mand|manden|kone|konen|hustru|kæreste|far|mor|bror|søster|nabo|naboen|svigermor|svigerfar|' +
  'bedstemor|bedstefar|farmor|mormor|farfar|morfar|onkel|moster|faster|barnebarn|ven|veninde|partner|barn|dreng|pige|' +
  'sagsbehandler|sagsbehandleren|kontaktperson|kontaktpersonen|klasselærer|klasselæreren|lærer|læreren|pædagog|pædagogen|' +
  'sygeplejerske|sygeplejersken|hjemmehjælper|hjemmehjælperen|læge|lægen|elev|eleven|patient|patienten|borger|borgeren';

/** Cue words may start a sentence; 'i' cannot be used because it would make \p{Lu} match lower case too. */
const anyCase = (alternatives: string) =>
  alternatives
    .split('|')
    .map((a) => a.replace(/^\p{Ll}/u, (c) => `[${c}${c.toUpperCase()}]`))
    .join('|');

const CUES: RegExp[] = [
  new RegExp(`(?<![\\p{L}])(?:${anyCase('hedder|heder|navn er|navnet er|ved navn|kaldet|kaldes|underskrevet af|talt med|snakket med|skrevet med')})[ \\t]*:?[ \\t]+(${NAME_RUN})`, 'gu'),
  new RegExp(`(?<![\\p{L}])(?:${anyCase('min|mit|mine|vores|din|jeres|hans|hendes|en|et|den|det')})[ \\t]+(?:\\p{Ll}+[ \\t]+)?(?:${RELATIONS}),?[ \\t]+(${NAME_RUN})`, 'gu'),
  new RegExp(`(?<![\\p{L}])(?:${anyCase('hr.|fru|frk.|dr.').replace(/\./g, '\\.')})[ \\t]+(${NAME_RUN})`, 'gu'),
  new RegExp(`(?:^|[\\n.!?][ \\t]*)(?:${anyCase('hej|hejsa|kære|goddag|godmorgen|dav')})[ \\t]*,?[ \\t]+(${NAME_RUN})`, 'gu'),
  new RegExp(
    `(?<![\\p{L}])(?:${anyCase('med venlig hilsen|venlig hilsen|venlige hilsner|bedste hilsner|mange hilsner|hilsen|mvh|kh|vh')}|MVH)\\.?[ \\t]*,?[ \\t]*\\n?[ \\t]*(${NAME_RUN})`,
    'gu',
  ),
];

/** A cue's capture, cut before the first word that is an organisation, a role or a sentence word. */
function trimCapture(capture: string): string {
  const parts = capture.split(/([ \t]+)/);
  let kept = '';
  for (let i = 0; i < parts.length; i += 2) {
    const word = parts[i] ?? '';
    if (NOT_NAMES.has(word)) break;
    kept += (i ? (parts[i - 1] ?? '') : '') + word;
  }
  return kept;
}

const isCapitalised = (word: string) => /^[\p{Lu}][\p{L}'’-]+$/u.test(word);
const base = (word: string) => word.replace(/['’]?s$/, '');
const isFirstName = (word: string) =>
  FIRST_NAMES.has(word) || FIRST_NAMES.has(base(word)) || word.split('-').every((p) => FIRST_NAMES.has(p));
const isPatronymicSurname = (word: string) => SURNAMES.has(base(word)) && /(?:sen|søn|gaard|gård)$/.test(base(word));

/** Spans of every name found; overlapping spans are merged by the caller. */
export function findNames(text: string): Span[] {
  const spans: Span[] = [];
  for (const cue of CUES) {
    for (const m of text.matchAll(cue)) {
      const capture = trimCapture(m[1] ?? '');
      if (!capture) continue;
      const start = m.index + m[0].length - (m[1] ?? '').length;
      spans.push({ start, end: start + capture.length });
    }
  }

  const tokens = [...text.matchAll(/[\p{L}'’-]+/gu)].map((m) => ({ word: m[0], start: m.index, end: m.index + m[0].length }));
  const sentenceStart = (i: number) => i === 0 || /[.!?:\n]\s*$/.test(text.slice(tokens[i - 1]!.end, tokens[i]!.start));
  const joinedBySpace = (i: number) => i + 1 < tokens.length && /^[ \t]+$/.test(text.slice(tokens[i]!.end, tokens[i + 1]!.start));

  for (let i = 0; i < tokens.length; i++) {
    const { word } = tokens[i]!;
    if (!isCapitalised(word) || NOT_NAMES.has(word)) continue;
    const nextIsName = joinedBySpace(i) && isCapitalised(tokens[i + 1]!.word) && !NOT_NAMES.has(tokens[i + 1]!.word);
    const first = isFirstName(word) && (!AMBIGUOUS_FIRST_NAMES.has(word) || nextIsName || !sentenceStart(i));
    if (!first && !isPatronymicSurname(word)) continue;
    let j = i;
    while (j - i < 3 && joinedBySpace(j) && isCapitalised(tokens[j + 1]!.word) && !NOT_NAMES.has(tokens[j + 1]!.word)) j++;
    spans.push({ start: tokens[i]!.start, end: tokens[j]!.end });
    i = j;
  }
  return spans;
}
