import { authorizeCron } from '@/lib/stewardship/cron-auth';

const secret = 'k9PzR2vX8qL4mN7tB1wY';

describe('authorizeCron', () => {
  it.each([
    ['the right bearer token', `Bearer ${secret}`, 'ok'],
    ['no header', null, 'unauthorized'],
    ['an empty header', '', 'unauthorized'],
    ['the secret without Bearer', secret, 'unauthorized'],
    ['another scheme', `Basic ${secret}`, 'unauthorized'],
    ['a prefix of the secret', `Bearer ${secret.slice(0, -1)}`, 'unauthorized'],
    ['the secret plus a character', `Bearer ${secret}x`, 'unauthorized'],
    ['a different case', `Bearer ${secret.toUpperCase()}`, 'unauthorized'],
    ['a much longer header', `Bearer ${secret.repeat(50)}`, 'unauthorized'],
  ] as const)('answers %s with %s', (_, header, expected) => {
    expect(authorizeCron(header, secret)).toBe(expected);
  });

  it('is disabled without a secret, whatever is sent', () => {
    expect(authorizeCron('Bearer ', undefined)).toBe('disabled');
    expect(authorizeCron(null, '')).toBe('disabled');
  });
});
