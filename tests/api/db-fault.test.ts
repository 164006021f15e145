import { isDatabaseUnavailable, sqlState } from '@/lib/api';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });
const wrapped = (cause: unknown) =>
  Object.assign(new Error('Failed query: insert into "messages" ...'), { cause });

describe('DB-fault mapping', () => {
  it.each([
    ['connection refused, wrapped by Drizzle', wrapped(withCode('ECONNREFUSED')), true],
    ['DNS failure', withCode('ENOTFOUND'), true],
    [
      'both addresses refused (AggregateError)',
      wrapped(new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')])),
      true,
    ],
    ['admin shutdown 57P01', wrapped(withCode('57P01')), true],
    ['too many connections 53300', withCode('53300'), true],
    ['connection exception class 08', withCode('08006'), true],
    ['pool timeout', new Error('timeout exceeded when trying to connect'), true],
    ['unique violation 23505', wrapped(withCode('23505')), false],
    ['NUL byte 22021', wrapped(withCode('22021')), false],
    ['a plain bug', new TypeError('x is undefined'), false],
  ])('%s → unavailable %s', (_, error, expected) => {
    expect(isDatabaseUnavailable(error)).toBe(expected);
  });

  it('finds the SQLSTATE below Drizzle’s wrapper, not an errno', () => {
    expect(sqlState(wrapped(withCode('23505')))).toBe('23505');
    expect(sqlState(withCode('EPIPE'))).toBeUndefined();
  });
});
