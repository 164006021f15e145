import { countWords, splitSentences, stem, words } from '@/lib/demo/text';

describe('Danish sentence splitting', () => {
  it('does not split after common abbreviations', () => {
    const text =
      'Vi tilbyder bl.a. hjemmehjælp, f.eks. rengøring og indkøb. Åbent kl. 8-15 i lokale nr. 4. Prisen er ca. 200 kr. pr. time. Se mere på hjemmesiden.';
    expect(splitSentences(text)).toEqual([
      'Vi tilbyder bl.a. hjemmehjælp, f.eks. rengøring og indkøb.',
      'Åbent kl. 8-15 i lokale nr. 4.',
      'Prisen er ca. 200 kr. pr. time.',
      'Se mere på hjemmesiden.',
    ]);
  });

  it('splits on ! and ?, keeps initials and ordinals inside, and treats paragraphs and bullets as boundaries', () => {
    expect(
      splitSentences('Hvornår åbner I? Det haster! H. C. Andersen boede her den 2. april'),
    ).toEqual(['Hvornår åbner I?', 'Det haster!', 'H. C. Andersen boede her den 2. april']);
    expect(splitSentences('Overskrift\n\nFørste afsnit.\n- punkt et\n- punkt to')).toEqual([
      'Overskrift',
      'Første afsnit.',
      '- punkt et',
      '- punkt to',
    ]);
  });

  it('ignores empty input', () => {
    expect(splitSentences('  \n\n ')).toEqual([]);
  });
});

describe('words and stems', () => {
  it('lower-cases words and keeps hyphenated compounds and Danish letters', () => {
    expect(words('SFO-plads til Ærø, Øster Å!')).toEqual(['sfo-plads', 'til', 'ærø', 'øster', 'å']);
    expect(countWords('Det er 3 ord? Nej, fem.')).toBe(6);
  });

  it('gives inflected forms of one word the same stem', () => {
    expect(new Set(['afdeling', 'afdelingen', 'afdelinger', 'afdelingerne'].map(stem)).size).toBe(
      1,
    );
    expect(new Set(['skole', 'skolen', 'skoler', 'skolerne'].map(stem)).size).toBe(1);
    expect(stem('plejecentret').startsWith(stem('plejecenter'))).toBe(true);
    expect(stem('skole')).not.toBe(stem('skov'));
  });
});
