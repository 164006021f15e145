import { jest } from '@jest/globals';
import { env } from '@/lib/env';
import { siteUrl } from '@/lib/seo';
import {
  MissingUnsubscribeSecretError,
  signUnsubscribeToken,
  tokenMatches,
  tokenSubscriberId,
  unsubscribeSecret,
  unsubscribeUrl,
} from '@/lib/stewardship/unsubscribe-token';

const secret = 'test-unsubscribe-secret-1234567890';
const jens = { id: 42, email: 'Jens.Hansen@Example.dk' };

describe('unsubscribe tokens', () => {
  it('round-trips: a token matches the subscriber it was signed for, whatever the email case', () => {
    const token = signUnsubscribeToken(jens, secret);
    expect(token).toMatch(/^42\.[A-Za-z0-9_-]{43}$/);
    expect(tokenSubscriberId(token)).toBe(42);
    expect(tokenMatches(token, jens, secret)).toBe(true);
    expect(tokenMatches(token, { id: 42, email: ' jens.hansen@example.DK ' }, secret)).toBe(true);
    expect(signUnsubscribeToken({ id: 42, email: 'jens.hansen@example.dk' }, secret)).toBe(token);
  });

  it('refuses a token for another email, another id or another secret', () => {
    const token = signUnsubscribeToken(jens, secret);
    expect(tokenMatches(token, { id: 42, email: 'anna@example.dk' }, secret)).toBe(false);
    expect(tokenMatches(token, { id: 43, email: jens.email }, secret)).toBe(false);
    expect(tokenMatches(token, jens, `${secret}x`)).toBe(false);
    expect(tokenMatches(token.replace(/^42\./, '43.'), { id: 43, email: jens.email }, secret)).toBe(
      false,
    );
  });

  it('refuses every single-character change of the signature, including the last character', () => {
    const token = signUnsubscribeToken(jens, secret);
    const dot = token.indexOf('.');
    for (let i = dot + 1; i < token.length; i++) {
      const swapped = token[i] === 'A' ? 'B' : 'A';
      const tampered = token.slice(0, i) + swapped + token.slice(i + 1);
      expect(tokenMatches(tampered, jens, secret)).toBe(false);
    }
  });

  it.each([
    '',
    'abc',
    '42',
    '42.',
    '0.' + 'A'.repeat(43),
    '42.' + 'A'.repeat(42),
    '42.' + 'A'.repeat(44),
    '42.' + '+'.repeat(43),
    ' 42.' + 'A'.repeat(43),
    '99999999999999999.' + 'A'.repeat(43),
  ])('reads %j as no subscriber id', (token) => {
    expect(tokenSubscriberId(token)).toBeNull();
    expect(tokenMatches(token, jens, secret)).toBe(false);
  });

  it('builds an absolute link to /nyhedsbrev/afmeld from siteUrl', () => {
    const url = new URL(unsubscribeUrl(jens, secret));
    expect(`${url.origin}${url.pathname}`).toBe(`${siteUrl}/nyhedsbrev/afmeld`);
    expect(url.searchParams.get('token')).toBe(signUnsubscribeToken(jens, secret));
  });
});

describe('unsubscribeSecret', () => {
  const saved = { secret: env.UNSUBSCRIBE_SECRET, nodeEnv: env.NODE_ENV };
  afterEach(() => {
    env.UNSUBSCRIBE_SECRET = saved.secret;
    env.NODE_ENV = saved.nodeEnv;
  });

  it('uses UNSUBSCRIBE_SECRET when set', () => {
    env.UNSUBSCRIBE_SECRET = secret;
    expect(unsubscribeSecret()).toBe(secret);
  });

  it('outside production falls back to one logged random secret per process', () => {
    env.UNSUBSCRIBE_SECRET = undefined;
    env.NODE_ENV = 'development';
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const first = unsubscribeSecret();
      expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(unsubscribeSecret()).toBe(first);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]![0])).toMatch(/UNSUBSCRIBE_SECRET is not set/);
    } finally {
      warn.mockRestore();
    }
  });

  it('in production fails with an error that names the variable', () => {
    env.UNSUBSCRIBE_SECRET = undefined;
    env.NODE_ENV = 'production';
    expect(() => unsubscribeSecret()).toThrow(MissingUnsubscribeSecretError);
    expect(() => signUnsubscribeToken(jens)).toThrow(/UNSUBSCRIBE_SECRET is not set/);
  });
});
