// Patterns for Danish personal data written as numbers and addresses. JS's \b is ASCII-only, so letter
// boundaries use (?![\p{L}]) to treat æ, ø and å as letters.

/** A pattern and what to put instead of a match; null leaves the match alone (e.g. a 10-digit number that is no CPR). */
export type Pass = {
  kind: PiiKind;
  pattern: RegExp;
  replace: (match: RegExpExecArray, text: string) => string | null;
};

export type PiiKind = 'cpr' | 'email' | 'phone' | 'account' | 'address' | 'postcode' | 'name';

export const PLACEHOLDER: Record<PiiKind, string> = {
  cpr: '[CPR-NUMMER]',
  email: '[EMAIL]',
  phone: '[TELEFON]',
  account: '[KONTONUMMER]',
  address: '[ADRESSE]',
  postcode: '[POSTNR. OG BY]',
  name: '[NAVN]',
};

/** A CPR number's first six digits are a real date; the 7th digit and the year give the century. */
export function isValidCpr(digits: string): boolean {
  const day = Number(digits.slice(0, 2));
  const month = Number(digits.slice(2, 4));
  const yy = Number(digits.slice(4, 6));
  const c = Number(digits[6]);
  const century =
    c <= 3 ? 1900 : c === 4 || c === 9 ? (yy <= 36 ? 2000 : 1900) : yy <= 57 ? 2000 : 1800;
  const date = new Date(Date.UTC(century + yy, month - 1, day));
  return (
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

const NOT_LETTER = '(?![\\p{L}])';
const keepLabel = (kind: PiiKind) => (m: RegExpExecArray) => `${m[1] ?? ''}${PLACEHOLDER[kind]}`;

// Street name endings; words that end like this and are followed by a house number are addresses.
const STREET_ENDINGS = [
  'vej',
  'vejen',
  'gade',
  'gaden',
  'allé',
  'alle',
  'vænge',
  'vænget',
  'stræde',
  'plads',
  'parken',
  'park',
  'torv',
  'torvet',
  'haven',
  'have',
  'bakke',
  'bakken',
  'høj',
  'højen',
  'sti',
  'stien',
  'boulevard',
  'toft',
  'toften',
  'løkke',
  'løkken',
  'marken',
  'engen',
  'skoven',
  'lund',
  'lunden',
  'gården',
  'dalen',
  'bjerg',
  'krog',
  'krogen',
  'kær',
  'kæret',
  'strand',
  'stranden',
  'hegn',
  'gyde',
  'vang',
  'vangen',
  'brink',
  'brinken',
  'skrænt',
  'skrænten',
  'sletten',
  'diget',
  'mosen',
  'brynet',
  'lyngen',
  'kvarteret',
  'bakkedal',
  'tværvej',
  'holm',
  'holmen',
  'draget',
  'skov',
  'gård',
  'dal',
  'mose',
  'hegnet',
  'pladsen',
  'strædet',
  'broen',
  'bjerget',
  'vænget',
  'haverne',
  'lyng',
  'bakkerne',
  'ageren',
].sort((a, b) => b.length - a.length);
const lower = STREET_ENDINGS.join('|');
const capital = STREET_ENDINGS.map((e) => e[0]!.toUpperCase() + e.slice(1)).join('|');
const WORD_BEFORE = `(?:[\\p{Lu}][\\p{L}'’.-]*|[Gg]l\\.|[Ss]dr\\.|[Nn]r\\.|[Ss]t\\.)[ \\t]+`;
// A house letter sits right after the number ('7B', '7b') or, after a space, is a capital ('7 B'): '112 i dag' is no letter.
const HOUSE = `[ \\t]+\\d{1,3}(?:(?:[A-Za-z]|[ \\t][A-Z])${NOT_LETTER})?(?![\\d])`;
const FLOOR_SIDE = `(?:[ \\t]*,?[ \\t]*(?:st|kl|\\d{1,2})\\.?[ \\t]*(?:sal|tv|th|mf)${NOT_LETTER}\\.?(?:[ \\t]*,?[ \\t]*(?:tv|th|mf)${NOT_LETTER}\\.?)?|[ \\t]*,?[ \\t]*(?:st|kl)\\.|[ \\t]*,?[ \\t]*(?:tv|th|mf)${NOT_LETTER}\\.?)`;
// Matches start only at a word's first letter: starting inside a long run of letters made the search quadratic.
const WORD_START = `(?<![\\p{L}'’-])`;
const STREET = `${WORD_START}(?:(?:${WORD_BEFORE}){0,3}[\\p{Lu}][\\p{L}'’-]*?(?:${lower})|(?:${WORD_BEFORE}){1,3}(?:${capital}))`;
const ANY_CAPITALISED = `${WORD_START}(?:${WORD_BEFORE}){0,3}[\\p{Lu}][\\p{L}'’-]+`;

const TOWN = `[\\p{Lu}][\\p{L}-]+(?:[ -](?:[\\p{Lu}][\\p{L}-]+|[CKNSVØ]${NOT_LETTER})){0,2}`;

/** Passes run in this order: the longer, more specific numbers go first so a CPR is not taken for a phone number. */
export const numberAndAddressPasses: Pass[] = [
  {
    kind: 'email',
    pattern: /(?<![\p{L}\d._%+-])[\p{L}\d._%+-]+@[\p{L}\d-]+(?:\.[\p{L}\d-]+)*\.\p{L}{2,}/gu,
    replace: () => PLACEHOLDER.email,
  },
  {
    kind: 'account',
    pattern:
      /((?<!\p{L})reg(?:istrerings)?\.?\s*(?:nr\.?|nummer)?\s*:?\s*)\d{4}[\s,/-]*(?:(?:og\s+)?konto(?:nummer|nr\.?)?\s*:?\s*)?\d{6,10}(?!\d)/giu,
    replace: keepLabel('account'),
  },
  {
    kind: 'account',
    pattern: /((?<!\p{L})konto(?:nummer|nr\.?)?\s*:?\s*)(?:\d{4}[ \t-]?)?\d{6,10}(?!\d)/giu,
    replace: keepLabel('account'),
  },
  {
    kind: 'account',
    pattern: /((?<!\p{L})reg(?:istrerings)?\.?\s*(?:nr\.?|nummer)?\s*:?\s*)\d{4}(?!\d)/giu,
    replace: keepLabel('account'),
  },
  {
    kind: 'account',
    pattern: /(?<![\d+-])(?!00 ?45)\d{4}[ -]\d{6,10}(?![\d-])/g,
    replace: () => PLACEHOLDER.account,
  },
  {
    kind: 'cpr',
    pattern: /(?<![\d-])(\d{6})[ -]?(\d{4})(?![\d-])/g,
    replace: (m) => (isValidCpr(`${m[1]}${m[2]}`) ? PLACEHOLDER.cpr : null),
  },
  {
    kind: 'phone',
    pattern:
      /(?<![\d\p{L}+])(?:(?:(?:\+|00)[ \t]?45|\(\+?45\))[ \t-]?)?(?:[2-9]\d([ .-]?)\d{2}\1\d{2}\1\d{2}|[2-9]\d{3}[ ]?\d{4})(?![\d])(?!-\d)/gu,
    replace: () => PLACEHOLDER.phone,
  },
  {
    kind: 'address',
    pattern: new RegExp(
      `((?<![\\p{L}])(?:[Bb]or|[Bb]oede|[Bb]osat|[Bb]opæl|[Ff]lyttet|[Ff]lytter|[Aa]dresse(?:n)?(?:[ \\t]+er)?|[Aa]dr\\.)[ \\t]*(?:på|i|til|ind på)?[ \\t]*:?[ \\t]*)${ANY_CAPITALISED}${HOUSE}${FLOOR_SIDE}?`,
      'gu',
    ),
    replace: keepLabel('address'),
  },
  {
    kind: 'address',
    pattern: new RegExp(`${STREET}${HOUSE}${FLOOR_SIDE}?`, 'gu'),
    replace: () => PLACEHOLDER.address,
  },
  {
    kind: 'address',
    pattern: new RegExp(`${ANY_CAPITALISED}${HOUSE}${FLOOR_SIDE}`, 'gu'),
    replace: () => PLACEHOLDER.address,
  },
  {
    kind: 'address',
    pattern: new RegExp(
      `${ANY_CAPITALISED}${HOUSE}(?=[ \\t]*,?[ \\t]*[1-9]\\d{3}[ \\t]+[\\p{Lu}])`,
      'gu',
    ),
    replace: () => PLACEHOLDER.address,
  },
  {
    kind: 'postcode',
    pattern: new RegExp(`(?<![\\d.,])([1-9]\\d{3})[ \\t]+${TOWN}`, 'gu'),
    // Years look like postcodes; 1900–2099 count only after an address, a comma or at the start of a line.
    replace: (m, text) => {
      const code = Number(m[1]);
      if (code < 1900 || code > 2099) return PLACEHOLDER.postcode;
      const before = text.slice(0, m.index).replace(/[ \t]+$/, '');
      return before === '' || /(?:\n|,|\])$/.test(before) ? PLACEHOLDER.postcode : null;
    },
  },
];
