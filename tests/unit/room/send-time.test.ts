// "Send senere" on /kampagne/udsendelser: a datetime-local value is Copenhagen wall-clock time, summer or winter.
import {
  readSendTime,
  toLocalInputValue,
} from '@/app/(kampagne)/kampagne/(rum)/udsendelser/schedule';

const before = new Date('2026-01-01T00:00:00Z');

describe('readSendTime', () => {
  it.each([
    ['2026-12-03T10:00', '2026-12-03T09:00:00.000Z'], // winter time, UTC+1
    ['2026-06-03T10:00', '2026-06-03T08:00:00.000Z'], // summer time, UTC+2
    ['2026-03-29T03:00', '2026-03-29T01:00:00.000Z'], // the first hour after the spring change
  ])('%s in Copenhagen is %s', (value, iso) => {
    expect(readSendTime(value, before)).toEqual({ at: new Date(iso) });
  });

  it.each([
    ['', 'Skriv tidspunktet som dato og klokkeslæt.'],
    ['2026-02-30T10:00', 'Skriv tidspunktet som dato og klokkeslæt.'],
    ['2026-03-29T02:30', 'Det klokkeslæt findes ikke i dansk tid den dag (sommertiden begynder).'],
    [
      '2026-10-25T02:30',
      'Det klokkeslæt findes to gange i dansk tid den dag (sommertiden slutter). Vælg et andet.',
    ],
    ['2025-12-31T23:59', 'Tidspunktet er passeret. Vælg et senere tidspunkt.'],
    ['2026-01-01T01:00', 'Tidspunktet er passeret. Vælg et senere tidspunkt.'], // = `before` in Copenhagen
  ])('%j is refused: %s', (value, error) => {
    expect(readSendTime(value, before)).toEqual({ error });
  });
});

describe('toLocalInputValue', () => {
  it('writes an instant as the field writes it, in Copenhagen time', () => {
    expect(toLocalInputValue(new Date('2026-11-26T09:05:30Z'))).toBe('2026-11-26T10:05');
    expect(toLocalInputValue(new Date('2026-07-01T22:30:00Z'))).toBe('2026-07-02T00:30');
  });

  it('reads back as the same minute', () => {
    const value = toLocalInputValue(new Date('2026-11-26T09:05:00Z'));
    expect(readSendTime(value, before)).toEqual({ at: new Date('2026-11-26T09:05:00Z') });
  });
});
