import { parseEnv } from '@/lib/env';

describe('parseEnv', () => {
  it('accepts an empty environment with safe defaults', () => {
    expect(parseEnv({})).toMatchObject({ NODE_ENV: 'development', RATE_LIMIT_ENABLED: true });
    expect(parseEnv({}).DATABASE_URL).toBeUndefined();
  });

  it('treats blank values as unset', () => {
    expect(parseEnv({ DATABASE_URL: '  ', SITE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('names the variable when a value is bad', () => {
    expect(() => parseEnv({ DATABASE_URL: 'mysql://localhost/x' })).toThrow(/DATABASE_URL: must be a postgres/);
    expect(() => parseEnv({ SITE_URL: 'ftp://x' })).toThrow(/SITE_URL/);
    expect(() => parseEnv({ RATE_LIMIT_ENABLED: 'maybe' })).toThrow(/RATE_LIMIT_ENABLED/);
    expect(() => parseEnv({ CRON_SECRET: 'short' })).toThrow(/CRON_SECRET: must be at least 16/);
  });

  it('parses flags', () => {
    expect(parseEnv({ RATE_LIMIT_ENABLED: 'false' }).RATE_LIMIT_ENABLED).toBe(false);
    expect(parseEnv({ RATE_LIMIT_ENABLED: '1' }).RATE_LIMIT_ENABLED).toBe(true);
  });
});
