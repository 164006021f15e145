import { anonymize, formatAnonymized } from '@/lib/demo/anonymize';
import { isValidCpr } from '@/lib/demo/anonymize-patterns';
import { cleanCorpus, piiCorpus } from './fixtures/anonymize-corpus';

const leaksIn = (output: string, secrets: string[]) => secrets.filter((secret) => output.includes(secret));

describe('anonymize', () => {
  it('leaks nothing from a corpus of realistic enquiries', () => {
    expect(piiCorpus.length).toBeGreaterThanOrEqual(30);
    const leaks = piiCorpus
      .map(({ text, secrets }) => ({ output: anonymize(text).text, leaked: [] as string[], secrets }))
      .map((r) => ({ ...r, leaked: leaksIn(r.output, r.secrets) }))
      .filter((r) => r.leaked.length);
    expect(leaks).toEqual([]);
  });

  it('leaves no digit run that could be a phone, CPR or account number', () => {
    for (const { text } of piiCorpus) {
      const output = anonymize(text).text;
      const runs = output.match(/\d(?:[\d .-]*\d)?/g) ?? [];
      expect(runs.filter((run) => run.replace(/\D/g, '').length >= 8)).toEqual([]);
      expect(output).not.toContain('@');
    }
  });

  it('changes nothing in texts without personal data', () => {
    for (const text of cleanCorpus) expect(anonymize(text)).toEqual({ text, counts: {} });
  });

  it.each([
    ['CPR with hyphen', 'CPR: 120385-1234.', 'CPR: [CPR-NUMMER].', 'cpr'],
    ['CPR without hyphen', 'CPR: 1203851234.', 'CPR: [CPR-NUMMER].', 'cpr'],
    ['email', 'Skriv til a.b-c@firma.example.dk i dag', 'Skriv til [EMAIL] i dag', 'email'],
    ['phone with +45', 'Ring +45 20 30 40 50.', 'Ring [TELEFON].', 'phone'],
    ['phone with 0045', 'Ring 0045 20304050.', 'Ring [TELEFON].', 'phone'],
    ['phone in two groups', 'Ring 2030 4050.', 'Ring [TELEFON].', 'phone'],
    ['phone with hyphens', 'Ring 20-30-40-50.', 'Ring [TELEFON].', 'phone'],
    ['reg. and konto', 'Reg.nr. 1234 og kontonr. 1234567890', 'Reg.nr. [KONTONUMMER]', 'account'],
    ['address with floor and side', 'Bor Nørregade 4, 3. th. nu', 'Bor [ADRESSE] nu', 'address'],
    ['street name as two words', 'Send til Gammel Kongevej 112 i dag', 'Send til [ADRESSE] i dag', 'address'],
    ['postcode and town', 'Kontoret ligger i 2800 Kongens Lyngby.', 'Kontoret ligger i [POSTNR. OG BY].', 'postcode'],
    ['name after cue', 'Mit navn er Thorvald Bjerre.', 'Mit navn er [NAVN].', 'name'],
    ['name from the list', 'Jeg har talt med Susanne om sagen.', 'Jeg har talt med [NAVN] om sagen.', 'name'],
    ['signature', 'Tak for hjælpen.\nMvh\nGudrun Fjeldsø', 'Tak for hjælpen.\nMvh\n[NAVN]', 'name'],
  ])('replaces %s', (_, input, expected, kind) => {
    const result = anonymize(input);
    expect(result.text).toBe(expected);
    expect(result.counts).toEqual({ [kind]: 1 });
  });

  it('only treats 10 digits as a CPR number when they form a real date', () => {
    expect(isValidCpr('2902001234')).toBe(false); // 1900 was no leap year
    expect(isValidCpr('2902004234')).toBe(true); // 7th digit 4 and year 00 means 2000, a leap year
    expect(isValidCpr('3104901234')).toBe(false);
    expect(anonymize('Journalnummer 3213851234 er ikke et CPR-nummer.').text).toContain('3213851234');
  });

  it('reports what it replaced by kind, in Danish', () => {
    const output = formatAnonymized(anonymize('Jeg hedder Jonas Frederiksen, tlf. 20 30 40 50 og 60 70 80 90.'));
    expect(output).toContain('Jeg hedder [NAVN], tlf. [TELEFON] og [TELEFON].');
    expect(output).toMatch(/Erstattet:\n• 1 navn\n• 2 telefonnumre$/);
    expect(formatAnonymized(anonymize('Vejen er lukket.'))).toContain('Ingen personoplysninger fundet');
  });
});
