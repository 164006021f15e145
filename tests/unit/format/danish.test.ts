import { danishDate } from '@/lib/format/danish-date';
import { danishNumber } from '@/lib/format/danish-number';

describe('danishNumber', () => {
  it.each([
    0,
    -0,
    1,
    7,
    45,
    180,
    999,
    1000,
    1200,
    12345,
    123456,
    1234567,
    1e20,
    8.5,
    0.5,
    0.05,
    0.005,
    0.0005,
    0.25,
    2.0005,
    1.0005,
    1.9995,
    9.9999,
    999.9995,
    1234.5678,
    -1,
    -8.5,
    -1234.5678,
    -0.0004,
    0.1 + 0.2,
    33.333333,
    1 / 3,
    2 / 3,
  ])('%p is written as Intl da-DK writes it', (value) => {
    expect(danishNumber(value)).toBe(value.toLocaleString('da-DK'));
  });

  it('matches Intl on a sweep of integers and two-decimal figures', () => {
    for (let n = 0; n < 20000; n += 7) expect(danishNumber(n)).toBe(n.toLocaleString('da-DK'));
    for (let n = 0; n < 3000; n += 13)
      expect(danishNumber(n / 100)).toBe((n / 100).toLocaleString('da-DK'));
  });

  it('leaves what it does not write by hand to Intl', () => {
    for (const value of [NaN, Infinity, -Infinity, 1e21, 1e-7])
      expect(danishNumber(value)).toBe(value.toLocaleString('da-DK'));
  });
});

describe('danishDate', () => {
  it('writes every month as Intl da-DK does (day, long month, year)', () => {
    const intl = new Intl.DateTimeFormat('da-DK', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });
    for (let month = 0; month < 12; month++) {
      for (const day of [1, 9, 28]) {
        const at = new Date(2026, month, day, 12);
        expect(danishDate(at)).toBe(intl.format(at));
      }
    }
  });
});
