// Danish text basics shared by the demo engine: sentences, words, stop words and a light stemmer.

/** Abbreviations whose final period never ends a sentence (lower case, without the last period). */
const ABBREVIATIONS = new Set([
  'f.eks',
  'fx',
  'bl.a',
  'ca',
  'nr',
  'kl',
  'jf',
  'mht',
  'evt',
  'dvs',
  'osv',
  'm.m',
  'mm',
  'mv',
  'm.v',
  'inkl',
  'ekskl',
  'pga',
  'p.g.a',
  'vedr',
  'hhv',
  'tlf',
  'stk',
  'pkt',
  'ang',
  'el',
  'mfl',
  'm.fl',
  'o.l',
  'ol',
  'ift',
  'iht',
  'kr',
  'mio',
  'mia',
  'maks',
  'max',
  'gl',
  'adr',
  'att',
  'st',
  'th',
  'tv',
  'mf',
  'sek',
  'ons',
  'tirs',
  'fre',
  'lør',
  'jan',
  'feb',
  'mar',
  'apr',
  'jun',
  'jul',
  'aug',
  'sep',
  'okt',
  'nov',
  'dec',
  'reg',
  'hr',
  'fr',
  'dr',
  'prof',
  'cand',
  'd.v.s',
  'o.s.v',
  'bl.andet',
  'incl',
  'vs',
  'etc',
  'e.l',
  'lign',
  'alm',
  'afd',
  'sagsnr',
  'ref',
  'ml',
  'tirsd',
]);

const isUpperStart = (s: string) => /^[\p{Lu}\d"'“«(]/u.test(s);

/** Splits Danish prose into sentences; periods after abbreviations, ordinals and initials do not split. */
export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  for (const block of text.split(/\n\s*\n|\n(?=\s*(?:[-•*]|\d+[.)])\s)/)) {
    const flat = block.replace(/\s+/g, ' ').trim();
    if (!flat) continue;
    let start = 0;
    const boundary = /[.!?…]+["'”»)]?(?=\s+(\S+))/g;
    for (let m = boundary.exec(flat); m; m = boundary.exec(flat)) {
      const next = m[1] ?? '';
      if (!isUpperStart(next)) continue;
      const before = flat.slice(start, m.index).split(' ').pop() ?? '';
      if (m[0].startsWith('.') && !/[!?]/.test(m[0])) {
        const word = before.toLowerCase().replace(/^[("'“«]+/, '');
        if (ABBREVIATIONS.has(word)) continue;
        if (/^\p{Lu}$/u.test(before)) continue; // an initial, as in "H. C. Andersen"
      }
      sentences.push(flat.slice(start, m.index + m[0].length).trim());
      start = m.index + m[0].length;
    }
    const rest = flat.slice(start).trim();
    if (rest) sentences.push(rest);
  }
  return sentences;
}

const WORD = /[\p{L}\p{N}]+(?:[-'’][\p{L}\p{N}]+)*/gu;

/** Words in lower case, keeping hyphenated compounds together. */
export function words(text: string): string[] {
  return (text.toLowerCase().match(WORD) ?? []).map((w) => w.normalize('NFC'));
}

export const countWords = (text: string) => (text.match(WORD) ?? []).length;

export const STOP_WORDS = new Set(
  `ad af aldrig alle alt anden andet andre at bare begge blev blive bliver da de dem den denne der deres det dette dig din
  dine disse dit dog du efter eller en end ene eneste enhver er et fem fik fire flere fleste for fordi forrige fra få får
  før god han hans har havde have hende hendes her hos hun hvad hvem hver hvilken hvis hvor hvordan hvorfor hvornår i ikke
  ind ingen intet ja jeg jer jeres jo kan kom komme kommer kun kunne lad lav lidt lige lille man mange med meget men mens
  mere mig min mine mit mod må måske ned nej ni nogen noget nogle nu ny nye nyt når og også om op os otte over på se seks
  selv ser ses sig sin sine sit skal skulle som sådan thi til ud under var vi vil ville vor vores være været blevet bl
  f eks ca nr kl fx via samt både hele helt godt rigtig altid også igen især sammen uden inden efter hvilke hvilket`
    .split(/\s+/)
    .filter(Boolean),
);

const VOWELS = /[aeiouyæøå]/;
const S_ENDING = /[abcdfghjklmnoprtvyzå]s$/;
const STEP1 = [
  'erendes',
  'erende',
  'hedens',
  'ethed',
  'erede',
  'heden',
  'heder',
  'endes',
  'ernes',
  'erens',
  'erets',
  'ered',
  'ende',
  'erne',
  'eren',
  'erer',
  'heds',
  'enes',
  'eres',
  'eret',
  'hed',
  'ene',
  'ere',
  'ens',
  'ers',
  'ets',
  'en',
  'er',
  'es',
  'et',
  'e',
];

/** Start of the Snowball R1 region: after the first non-vowel that follows a vowel, but at least 3 letters in. */
function r1(word: string) {
  for (let i = 1; i < word.length; i++) {
    if (!VOWELS.test(word[i]!) && VOWELS.test(word[i - 1]!)) return Math.max(3, i + 1);
  }
  return word.length;
}

const undoubleStep2 = (w: string, p: number) =>
  /(gd|dt|gt|kt)$/.test(w.slice(p)) ? w.slice(0, -1) : w;

/** The Snowball Danish stemmer: groups inflected forms ("afdelingen", "afdelinger") under one stem. */
export function stem(input: string): string {
  let w = input.toLowerCase();
  if (w.length < 4) return w;
  const p = r1(w);
  const region = () => w.slice(p);
  const s1 = STEP1.find((suffix) => region().endsWith(suffix));
  if (s1) w = w.slice(0, -s1.length);
  else if (region().endsWith('s') && S_ENDING.test(w)) w = w.slice(0, -1);
  w = undoubleStep2(w, p);
  if (w.endsWith('igst')) w = w.slice(0, -2);
  const s3 = ['elig', 'løst', 'lig', 'els', 'ig'].find((suffix) => region().endsWith(suffix));
  if (s3 === 'løst') w = w.slice(0, -1);
  else if (s3) w = undoubleStep2(w.slice(0, -s3.length), p);
  const tail = region();
  if (tail.length >= 2 && tail.at(-1) === tail.at(-2) && !VOWELS.test(tail.at(-1)!))
    w = w.slice(0, -1);
  return w;
}
