// Danish numbers written out by hand, for code that runs in the browser (case cards, poll results). The first Intl
// formatter a page creates (toLocaleString('da-DK') included) loads the locale's data: 20–25 ms of main thread on
// this machine, four times that on a phone's CPU. A module of its own so that pages without numbers do not carry it.
// tests/unit/format/danish.test.ts holds it to Intl's output; server code may use it too.

/**
 * A number as toLocaleString('da-DK') writes it: '.' between thousands, ',' before decimals, at most three
 * decimals rounded half away from zero (1200 → '1.200', 8.5 → '8,5', 2.0005 → '2,001').
 */
export function danishNumber(value: number): string {
  const digits = String(Math.abs(value));
  // Exponent notation (below 1e-6 or from 1e21) never occurs in the site's figures; Intl knows those.
  if (!Number.isFinite(value) || digits.includes('e')) return value.toLocaleString('da-DK');
  const [whole, fraction = ''] = digits.split('.');
  // Round on the shortest decimal form, as Intl does, not on the binary value as toFixed does.
  const thousandths =
    BigInt(whole + fraction.slice(0, 3).padEnd(3, '0')) + (fraction.charAt(3) >= '5' ? 1n : 0n);
  const text = thousandths.toString().padStart(4, '0');
  const grouped = text.slice(0, -3).replace(/\B(?=(\d{3})+$)/g, '.');
  const decimals = text.slice(-3).replace(/0+$/, '');
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${grouped}${decimals ? `,${decimals}` : ''}`;
}
