import { formatSummary, summarize } from '@/lib/demo/summarize';
import { countWords } from '@/lib/demo/text';

const minutes = [
  'Byrådet drøftede på mødet den nye plan for digital borgerservice.',
  'Mødet begyndte kl. 17 med kaffe, og formanden bød velkommen til de fremmødte.',
  'Planen betyder, at borgerservice får en digital kø, så borgere kan booke tid til pas og kørekort hjemmefra.',
  'Der blev også talt om parkering ved rådhuset, som mange finder besværlig.',
  'Ifølge planen skal den digitale kø i borgerservice være i drift i marts, og den forventes at halvere ventetiden.',
  'Vejret var godt, og flere gik en tur i parken efter mødet.',
  'Et medlem spurgte, om ældre borgere uden computer stadig kan få hjælp ved skranken i borgerservice, og det blev bekræftet.',
  'Næste møde holdes efter sommerferien.',
  'Referatet blev godkendt uden bemærkninger.',
];

describe('summarize', () => {
  it('keeps the sentences that carry the recurring key terms, in their original order', () => {
    const text = minutes.join(' ');
    const summary = summarize(text);
    expect(summary.totalSentences).toBe(9);
    expect(summary.sentences).toEqual([minutes[0], minutes[2], minutes[4]]);
    expect(summary.keyTerms.slice(0, 2)).toEqual(expect.arrayContaining(['borgerservice']));
    expect(summary.wordsBefore).toBe(countWords(text));
    expect(summary.wordsAfter).toBeLessThan(summary.wordsBefore / 2);
  });

  it('survives abbreviations, so a sentence with "f.eks." and "ca." stays whole', () => {
    const text =
      'Kommunen vil bruge AI til f.eks. journalisering af post. Det sparer ca. 20 minutter pr. sag i journaliseringen. Kantinen serverer suppe. AI og journalisering kræver en DPIA.';
    const { sentences } = summarize(text);
    expect(sentences).toContain('Kommunen vil bruge AI til f.eks. journalisering af post.');
    expect(sentences).not.toContain('Kantinen serverer suppe.');
  });

  it('reports counts in plain Danish', () => {
    const output = formatSummary(summarize(minutes.join(' ')));
    expect(output).toMatch(/^Resumé \(3 af 9 sætninger\):\n• Byrådet/);
    expect(output).toMatch(/Antal ord: \d+ → \d+ \(\d+ % af den oprindelige tekst\)$/);
    expect(formatSummary(summarize('...'))).toBe(
      'Resumé (1 af 1 sætninger):\n• ...\n\nNøgleord: ingen gentagne nøgleord\nAntal ord: 0 → 0 (100 % af den oprindelige tekst)',
    );
  });
});
