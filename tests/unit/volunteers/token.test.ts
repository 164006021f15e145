import { confirmTokenMatches, parseConfirmToken, signConfirmToken } from '@/lib/volunteers/token';

const subject = { id: 42, email: 'Anna@Example.dk', nonce: 'a'.repeat(43) };
const secret = 'unit-test-secret-0123456789';
const expires = new Date('2030-01-01T00:00:00Z');

describe('volunteer confirmation tokens', () => {
  const token = signConfirmToken(subject, expires, secret);
  const parsed = parseConfirmToken(token)!;

  it('names the row and the signed expiry', () => {
    expect(parsed).toMatchObject({ id: 42, expiresAt: expires });
    expect(confirmTokenMatches(parsed, { ...subject, email: 'anna@example.dk' }, secret)).toBe(
      true,
    );
  });

  it.each([
    ['another nonce (a newer mail)', { ...subject, nonce: 'b'.repeat(43) }, secret],
    ['another email', { ...subject, email: 'bo@example.dk' }, secret],
    ['another row', { ...subject, id: 43 }, secret],
    ['another secret (the unsubscribe key, say)', subject, 'other-secret-0123456789'],
  ])('does not match %s', (_, other, key) =>
    expect(confirmTokenMatches(parsed, other, key)).toBe(false),
  );

  it('does not match a changed expiry', () => {
    const later = parseConfirmToken(token.replace(/\.(\d+)\./, (_, e) => `.${Number(e) + 1}.`))!;
    expect(confirmTokenMatches(later, subject, secret)).toBe(false);
  });

  it.each([
    '',
    '42',
    '42.1',
    `0.1.${'a'.repeat(43)}`,
    `42.1.${'a'.repeat(42)}`,
    `42.1.${'a'.repeat(43)}=`,
  ])('refuses the shape %j', (bad) => expect(parseConfirmToken(bad)).toBeNull());
});
