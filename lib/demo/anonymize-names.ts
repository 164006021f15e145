// Finds person names: after cues ("jeg hedder", "min søn", greetings, signatures, "Navn:"), from lists of common names,
// and then every other mention of a person once found: first or last name alone, genitive, lower case, lists.
import { AMBIGUOUS_FIRST_NAMES, COMMON_WORD_NAMES, FIRST_NAMES, SURNAMES } from './danish-names';
import { STOP_WORDS } from './text';

export type Span = { start: number; end: number };

/** Capitalised words that follow a cue but are organisations or roles, not people. */
const NOT_NAMES = new Set(
  `Kommune Kommunen Borgerservice Jobcenter Jobcentret Jobcentre Afdeling Afdelingen Team Teamet Alle Allesammen Hjemmeplejen
  Hjemmepleje Skole Skolen Børn Unge Byggesag Byggesager Teknik Miljø Økonomi Sundhed Ældre Beskæftigelse Familie
  Familieafdelingen Rådhuset Forvaltningen Sagsbehandler Med Venlig Hilsen Tak På Vi Jeg Du De Det Den Der Her Og
  I Hej Kære Godmorgen Goddag Mvh Kh Vh Dagplejen Vuggestuen Børnehaven Institutionen Plejecentret Fremtidslisten
  Lyngbæk Danmark Google Facebook Instagram MitID NemID Digital Post Udbetaling Adresse Sag Telefon Tlf Mail E-mail
  Navn Vedr Ang Emne Dato CPR Til Fra Kopi Bilag Skat SKAT Politiet Regionen Region Ankestyrelsen Sundhedsstyrelsen
  Folketinget Christiansborg Mandag Tirsdag Onsdag Torsdag Fredag Lørdag Søndag`
    .split(/\s+/)
    .filter(Boolean),
);

const NAME_WORD = `[\\p{Lu}][\\p{L}'’]+(?:-[\\p{Lu}][\\p{L}'’]+)?`;
const NAME_RUN = `${NAME_WORD}(?:[ \\t]+${NAME_WORD}){0,3}`;
// A writer who forgot the capitals: up to three lower-case words, checked word by word in lowerCaseRun().
const LOWER_WORD = `[\\p{Ll}][\\p{L}'’]+(?:-[\\p{Ll}][\\p{L}'’]+)?`;
const LOWER_RUN = `${LOWER_WORD}(?:[ \\t]+${LOWER_WORD}){0,2}`;

const RELATIONS =
  'søn|sønnen|datter|datteren|mand|manden|kone|konen|hustru|kæreste|far|mor|bror|søster|nabo|naboen|svigermor|svigerfar|' +
  'bedstemor|bedstefar|farmor|mormor|farfar|morfar|onkel|moster|faster|barnebarn|ven|veninde|partner|barn|dreng|pige|' +
  'sagsbehandler|sagsbehandleren|kontaktperson|kontaktpersonen|klasselærer|klasselæreren|lærer|læreren|pædagog|pædagogen|' +
  'sygeplejerske|sygeplejersken|hjemmehjælper|hjemmehjælperen|læge|lægen|elev|eleven|patient|patienten|borger|borgeren|' +
  'bisidder|værge|plejebarn|stedsøn|steddatter|svoger|svigerinde|kollega|chef|samlever|samleveren|ægtefælle|ægtefællen|' +
  'stedfar|stedmor|plejefar|plejemor|plejesøn|plejedatter|nevø|niece|fætter|kusine|morbror|farbror|svigersøn|svigerdatter|' +
  'oldemor|oldefar|gudmor|gudfar|kammerat|klassekammerat|bofælle|lejer|udlejer|underbo|overbo|genbo|tvilling|lillebror|' +
  'storebror|lillesøster|storesøster|kæresten|veninden|vennen';
const ROLES =
  'overlæge|læge|klasselærer|lærer|skoleleder|leder|afdelingsleder|pædagog|sagsbehandler|socialrådgiver|sygeplejerske|' +
  'sundhedsplejerske|jordemoder|tandlæge|psykolog|fysioterapeut|ergoterapeut|konsulent|inspektør|chef|rådmand|borgmester|' +
  'formand|direktør|advokat|pastor|præst|professor';
const PLURAL_RELATIONS =
  'børn|børnene|sønner|døtre|børnebørn|drenge|piger|naboer|naboerne|forældre|tvillinger';

/** Titles, relations and greetings stand before names without being part of them ("Fru Ellehammer", "Naboen Hans"). */
const CUE_WORDS = new Set(
  (
    `${RELATIONS}|${PLURAL_RELATIONS}|fru|hr|frk|dr|dav|hej|hejsa|kære|goddag|godmorgen|mvh|kh|vh|hilsen|hilsner|ansøger|afsender|kontakt|` +
    `rådmand|borgmester|borgmesteren|formand|formanden|direktør|direktøren|leder|lederen|advokaten|frau|herr|mr|mrs|ms|miss|${ROLES}`
  ).split('|'),
);

/** Cue words may start a sentence; 'i' cannot be used because it would make \p{Lu} match lower case too. */
const anyCase = (alternatives: string) =>
  alternatives
    .split('|')
    .map((a) => a.replace(/^\p{Ll}/u, (c) => `[${c}${c.toUpperCase()}]`))
    .join('|');

/** What comes before a name; each is tried with a capitalised run and with a lower-case run of known names. */
const CUE_PREFIXES: Array<{
  prefix: string;
  lineStart?: boolean;
  strong?: boolean;
  relation?: boolean;
}> = [
  // After "hedder" any word is a name, even an unknown one in lower case ("jeg hedder magne").
  {
    prefix: `(?<![\\p{L}])(?:${anyCase('hedder|heder|hed|hedte|navn er|navnet er|ved navn|kaldet|kaldes')})[ \\t]*:?[ \\t]+`,
    strong: true,
  },
  {
    prefix: `(?<![\\p{L}])(?:${anyCase('det er|dette er|her er|underskrevet af|talt med|snakket med|skrevet med|jeg er|undertegnede|på vegne af|pårørende til|bisidder for|værge for|advokat for|tolk for|kontaktperson for|støtteperson for|hjælper for|spørg efter|mor til|far til|forælder til|forældre til|bedstemor til|bedstefar til|underskrevet')})[ \\t]*:?(?:[ \\t]+|[ \\t]*\\n[ \\t]*)`,
  },
  // A role before a name: "Overlæge Brinch", "klasselærer Vinterberg".
  { prefix: `(?<![\\p{L}])(?:${anyCase(ROLES)})[ \\t]+` },
  {
    prefix: `(?<![\\p{L}])(?:${anyCase('min|mit|mine|vores|din|jeres|hans|hendes|en|et|den|det')})[ \\t]+(?:\\p{Ll}+[ \\t]+)?(?:${RELATIONS}),?[ \\t]+`,
    relation: true,
  },
  {
    prefix: `(?<![\\p{L}])(?:${anyCase('to|tre|fire|fem|mine|vores|hans|hendes|deres|jeres|dine')})[ \\t]+(?:${PLURAL_RELATIONS})[ \\t]*[,:]?[ \\t]+`,
  },
  { prefix: `(?<![\\p{L}])(?:${anyCase('hr|fru|frk|dr|frau|herr|mr|mrs|ms|miss')})\\.?[ \\t]+` },
  {
    prefix: `(?:${anyCase('hej|hejsa|kære|goddag|godmorgen|dav')})[ \\t]*,?[ \\t]+`,
    lineStart: true,
  },
  {
    prefix: `(?<![\\p{L}])(?:${anyCase('med venlig hilsen|venlig hilsen|venlige hilsner|bedste hilsner|mange hilsner|hilsen|mvh|kh|vh')}|MVH)\\.?[ \\t]*,?[ \\t]*\\n?[ \\t]*`,
  },
  // Form fields: "Navn: …", "Ansøger: …", on the same line or the next.
  {
    prefix: `(?:${anyCase('navn|fulde navn|barnets navn|ansøger|afsender|borger|kontaktperson|pårørende|deltagere|deltager|underskrift')})[ \\t]*:[ \\t]*\\n?[ \\t]*`,
    lineStart: true,
  },
];
const lineStart = (prefix: string) => `(?:^|[\\n.!?][ \\t]*)${prefix}`;
const CUES = CUE_PREFIXES.map(({ prefix, lineStart: ls, strong, relation }) => ({
  strong: !!strong,
  relation: !!relation,
  upper: new RegExp(`${ls ? lineStart(prefix) : prefix}(${NAME_RUN})`, 'gu'),
  lower: new RegExp(`${ls ? lineStart(prefix) : prefix}(${LOWER_RUN})`, 'gu'),
}));

const lowerFirstNames = new Set([...FIRST_NAMES].map((n) => n.toLowerCase()));
const lowerSurnames = new Set([...SURNAMES].map((n) => n.toLowerCase()));

/** A hyphen followed by a lower-case part makes a compound ("Karl Johan-svampe", "Andersen-aften"), not a name. */
const isCompound = (word: string) => /-\p{Ll}/u.test(word);

/** A cue's capture, cut before the first word that is an organisation, a role or a sentence word. */
function trimCapture(capture: string): string {
  const parts = capture.split(/([ \t]+)/);
  let kept = '';
  for (let i = 0; i < parts.length; i += 2) {
    const word = parts[i] ?? '';
    if (NOT_NAMES.has(word.replace(/['’]s?$/, '')) || isCompound(word))
      return isCompound(word) ? '' : kept;
    kept += (i ? (parts[i - 1] ?? '') : '') + word;
  }
  return kept;
}

/** The lower-case capture kept: known first names, then known surnames or a last word that ends the clause. */
function lowerCaseRun(capture: string, after: string, strong: boolean): string {
  const parts = capture.split(/([ \t]+)/);
  const first = parts[0] ?? '';
  if (
    STOP_WORDS.has(first) ||
    (!strong && (!lowerFirstNames.has(first) || COMMON_WORD_NAMES.has(first)))
  )
    return '';
  let kept = first;
  for (let i = 2; i < parts.length; i += 2) {
    const word = parts[i] ?? '';
    if (STOP_WORDS.has(word) || COMMON_WORD_NAMES.has(word)) break;
    const rest = parts.slice(i + 1).join('') + after;
    const endsClause = /^(?:[ \t]*[.,;:!?)\n]|[ \t]+og[ \t]|$)/.test(rest);
    if (!looksLikeSurname(word) && !lowerFirstNames.has(word) && !endsClause) break;
    kept += (parts[i - 1] ?? '') + word;
  }
  return kept;
}

const isCapitalised = (word: string) => /^[\p{Lu}][\p{L}'’-]+$/u.test(word);
const stripGenitive = (word: string) => word.replace(/['’]s?$/, '');
const base = (word: string) => word.replace(/['’]?s$/, '');
const isFirstName = (word: string) =>
  FIRST_NAMES.has(word) ||
  FIRST_NAMES.has(base(word)) ||
  word.split('-').every((p) => FIRST_NAMES.has(p));
const isSurname = (word: string) =>
  SURNAMES.has(word) || SURNAMES.has(base(word)) || word.split('-').every((p) => SURNAMES.has(p));
const isPatronymicSurname = (word: string) =>
  SURNAMES.has(base(word)) && /(?:sen|søn|gaard|gård)$/.test(base(word));

type Token = { word: string; start: number; end: number };

/** Spans of every name found; overlapping spans are merged by the caller. */
export function findNames(text: string): Span[] {
  const spans: Span[] = [];
  for (const cue of CUES) {
    for (const m of text.matchAll(cue.upper)) {
      const capture = trimCapture(m[1] ?? '');
      if (!capture) continue;
      const start = m.index + m[0].length - (m[1] ?? '').length;
      spans.push({ start, end: start + capture.length });
    }
    for (const m of text.matchAll(cue.lower)) {
      const start = m.index + m[0].length - (m[1] ?? '').length;
      const after = text.slice(start + (m[1] ?? '').length, start + (m[1] ?? '').length + 5);
      let capture = lowerCaseRun(m[1] ?? '', after, cue.strong);
      // "min farmor, gunver lilleør.": an unknown first and last name after a relation, closing the clause.
      const pair = (m[1] ?? '').split(/[ \t]+/);
      if (
        !capture &&
        cue.relation &&
        pair.length === 2 &&
        pair.every((w) => !STOP_WORDS.has(w) && !COMMON_WORD_NAMES.has(w)) &&
        /^[ \t]*[.,;:!?)\n]/.test(after)
      ) {
        capture = m[1] ?? '';
      }
      if (capture) spans.push({ start, end: start + capture.length });
    }
  }

  const tokens: Token[] = [...text.matchAll(/\p{L}[\p{L}'’-]*/gu)].map((m) => ({
    word: m[0].replace(/-+$/, ''),
    start: m.index,
    end: m.index + m[0].replace(/-+$/, '').length,
  }));
  const gap = (i: number) => text.slice(tokens[i]!.end, tokens[i + 1]?.start ?? text.length);
  const sentenceStart = (i: number) =>
    i === 0 || /[.!?:\n]\s*$/.test(text.slice(tokens[i - 1]!.end, tokens[i]!.start));
  const joinedBySpace = (i: number) => i + 1 < tokens.length && /^[ \t]+$/.test(gap(i));
  const nameLike = (w: string) =>
    isCapitalised(w) && !NOT_NAMES.has(stripGenitive(w)) && !isCompound(w);

  for (let i = 0; i < tokens.length; i++) {
    const { word } = tokens[i]!;
    if (!nameLike(word)) continue;
    const nextIsName = joinedBySpace(i) && nameLike(tokens[i + 1]!.word);
    const first =
      isFirstName(word) &&
      (!AMBIGUOUS_FIRST_NAMES.has(stripGenitive(word)) || nextIsName || !sentenceStart(i));
    // A capitalised word mid-sentence before a known surname is a first name we do not know ("Malthe Kjær").
    const beforeSurname =
      nextIsName && isSurname(tokens[i + 1]!.word) && (!sentenceStart(i) || first);
    // Unknown surnames like "Kallesen" mid-sentence; no genitive s, or towns like "Horsens" would count.
    const unknownPatronymic =
      !sentenceStart(i) && /(?:sen|søn|gaard|gård)$/.test(word) && word.length >= 5;
    if (!first && !beforeSurname && !isPatronymicSurname(word) && !unknownPatronymic) continue;
    let j = i;
    while (
      j - i < 3 &&
      joinedBySpace(j) &&
      isCapitalised(tokens[j + 1]!.word) &&
      !NOT_NAMES.has(stripGenitive(tokens[j + 1]!.word))
    )
      j++;
    // "Karl Johan-svampe": the run is the first half of a compound, not a person.
    if (tokens.slice(i, j + 1).some((t) => isCompound(t.word))) {
      i = j;
      continue;
    }
    spans.push({ start: tokens[i]!.start, end: tokens[j]!.end });
    i = j;
  }

  // A writer who never uses capitals ("ulrik sandberg ringede"): a known first name that is no Danish word, and a
  // surname-like word right after it.
  for (let i = 0; i < tokens.length; i++) {
    const { word } = tokens[i]!;
    if (
      !/^\p{Ll}/u.test(word) ||
      !lowerFirstNames.has(stripGenitive(word)) ||
      !standsAlone(stripGenitive(word))
    )
      continue;
    const next = tokens[i + 1];
    const withSurname =
      next &&
      joinedBySpace(i) &&
      /^\p{Ll}/u.test(next.word) &&
      !STOP_WORDS.has(next.word) &&
      looksLikeSurname(next.word);
    spans.push({ start: tokens[i]!.start, end: withSurname ? next.end : tokens[i]!.end });
    if (withSurname) i++;
  }

  return propagate(text, tokens, spans);
}

/** Lower-case first names that are also Danish words ("en lise", "svenden") are names only with other evidence. */
const NOT_ALONE = new Set([
  'lise',
  'svend',
  'trine',
  'helle',
  'signe',
  'alfa',
  'alf',
  'kasper',
  'ravn',
]);
const standsAlone = (lower: string) =>
  !COMMON_WORD_NAMES.has(lower) && !NOT_ALONE.has(lower) && !STOP_WORDS.has(lower);
const looksLikeSurname = (lower: string) =>
  lowerSurnames.has(stripGenitive(lower)) ||
  /(?:sen|søn|gaard|gård|berg|borg|holm|lund|strup|rup|bæk|dal|feldt|mann)$/.test(lower);

/** The genitive-free form of each word of each name found: "Annes" gives "Anne", "Anders'" gives "Anders". */
function nameParts(tokens: Token[], covered: boolean[]): Map<string, string> {
  const parts = new Map<string, string>(); // lower case → as written
  for (const [i, t] of tokens.entries()) {
    if (!covered[i]) continue;
    const plain = stripGenitive(t.word);
    const known = (w: string) => FIRST_NAMES.has(w) || SURNAMES.has(w);
    const word =
      plain === t.word && t.word.endsWith('s') && known(t.word.slice(0, -1)) && !known(t.word)
        ? t.word.slice(0, -1)
        : plain;
    const add = (w: string) => {
      if (w.length >= 2 && !NOT_NAMES.has(w)) parts.set(w.toLowerCase(), w);
    };
    add(word);
    if (word.includes('-')) word.split('-').forEach(add);
  }
  return parts;
}

/** Every further mention of a person found once: alone, in the genitive, in lower case, and the rest of a list. */
function propagate(text: string, tokens: Token[], seeds: Span[]): Span[] {
  let spans = seeds;
  // A name found through a list ("Kamal og Yasmin Haddad") has mentions of its own, so go round until nothing new.
  for (let round = 0; round < 4; round++) {
    const next = propagateOnce(text, tokens, spans);
    if (next.length === spans.length) break;
    spans = next;
  }
  return spans;
}

function propagateOnce(text: string, tokens: Token[], seeds: Span[]): Span[] {
  const spans = [...seeds];
  // Which tokens are already inside a name, kept up to date as spans are added (checking every span was quadratic).
  const inside = new Uint8Array(text.length + 1);
  for (const s of spans) inside.fill(1, s.start, s.end);
  const covered = tokens.map((t) => inside.subarray(t.start, t.end).includes(1));
  const parts = nameParts(tokens, covered);
  if (!parts.size) return spans;
  const index = new Map(tokens.map((t, i) => [t, i]));
  const inSpan = (t: Token) => covered[index.get(t)!]!;
  const add = (from: number, to: number) => {
    spans.push({ start: tokens[from]!.start, end: tokens[to]!.end });
    for (let k = from; k <= to; k++) covered[k] = true;
  };
  const joined = (a: Token | undefined, b: Token | undefined) =>
    !!a && !!b && /^[ \t]+$/.test(text.slice(a.end, b.start));
  const matches = (word: string) => {
    const lower = stripGenitive(word).toLowerCase();
    if (parts.has(lower)) return true;
    // "Hr. Vinterbergs" was the only mention found, so the part was kept with its genitive s.
    if (/^\p{Lu}/u.test(word) && lower.length >= 4 && parts.has(`${lower}s`)) return true;
    return word.endsWith('s') && parts.has(word.slice(0, -1).toLowerCase());
  };

  const found = new Set<number>();
  tokens.forEach((t, i) => {
    if (inSpan(t) || !matches(t.word)) return;
    if (/^\p{Lu}/u.test(t.word)) return found.add(i);
    const lower = stripGenitive(t.word).toLowerCase();
    const everyday = (w: string) => COMMON_WORD_NAMES.has(w) || STOP_WORDS.has(w);
    if (!everyday(lower) && !everyday(t.word.toLowerCase())) return found.add(i);
    // "hans", "per", "mark" in lower case: only next to another part of a name ("per hansen") or right after a
    // greeting, sign-off or relation ("hilsen per", "min søn mark").
    const near = (k: number) =>
      tokens[k] &&
      (inSpan(tokens[k]!) ||
        (matches(tokens[k]!.word) && !everyday(tokens[k]!.word.toLowerCase())));
    const afterCue =
      i > 0 &&
      CUE_WORDS.has(tokens[i - 1]!.word.toLowerCase()) &&
      /^[ \t]*[,:]?\s*$/.test(text.slice(tokens[i - 1]!.end, t.start));
    if (
      (joined(tokens[i - 1], t) && near(i - 1)) ||
      (joined(t, tokens[i + 1]) && near(i + 1)) ||
      afterCue
    )
      found.add(i);
  });
  for (const i of found) add(i, i);
  // "Holger Skytte" once "hr. Skytte" is known: a capitalised word right before a name is its first name.
  tokens.forEach((t, i) => {
    const next = tokens[i + 1];
    if (
      !next ||
      inSpan(t) ||
      !inSpan(next) ||
      !joined(t, next) ||
      !isCapitalised(t.word) ||
      !/^\p{Lu}/u.test(next.word)
    )
      return;
    const lower = t.word.toLowerCase();
    if (
      NOT_NAMES.has(t.word) ||
      isCompound(t.word) ||
      STOP_WORDS.has(lower) ||
      COMMON_WORD_NAMES.has(lower) ||
      CUE_WORDS.has(lower)
    )
      return;
    add(i, i);
  });

  // Lists: "Anne og Peter", "Karen, Reza og Bjørn": a capitalised word (or a known lower-case name) joined to a name.
  for (let changed = true; changed;) {
    changed = false;
    tokens.forEach((t, i) => {
      if (inSpan(t)) return;
      // The neighbour in the list is the next word after a comma or '&', or the word after 'og'/'eller'.
      const neighbours = [i - 2, i - 1, i + 1, i + 2].filter(
        (k) => tokens[k] && inSpan(tokens[k]!),
      );
      const listed = neighbours.some((k) =>
        /^(?:[ \t]*[,&][ \t]*|[ \t]+(?:og|eller)[ \t]+)$/.test(
          text.slice(tokens[Math.min(i, k)]!.end, tokens[Math.max(i, k)]!.start),
        ),
      );
      if (!listed) return;
      const ok = /^\p{Lu}/u.test(t.word)
        ? !NOT_NAMES.has(stripGenitive(t.word)) &&
          !isCompound(t.word) &&
          !STOP_WORDS.has(t.word.toLowerCase()) &&
          !CUE_WORDS.has(t.word.toLowerCase())
        : lowerFirstNames.has(stripGenitive(t.word)) && !COMMON_WORD_NAMES.has(t.word);
      if (!ok) return;
      let end = i;
      while (
        tokens[end + 1] &&
        joined(tokens[end], tokens[end + 1]) &&
        isCapitalised(tokens[end + 1]!.word) &&
        /^\p{Lu}/u.test(t.word) &&
        !NOT_NAMES.has(tokens[end + 1]!.word)
      )
        end++;
      add(i, end);
      changed = true;
    });
  }
  return spans;
}
