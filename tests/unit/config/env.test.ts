import { spawnSync } from 'node:child_process';
import { parseEnv } from '@/lib/env';
import { openSourceLabel } from '@/lib/valgaften/source-label';

describe('parseEnv', () => {
  it('accepts an empty environment with safe defaults', () => {
    expect(parseEnv({})).toMatchObject({ NODE_ENV: 'development', RATE_LIMIT_ENABLED: true });
    expect(parseEnv({}).DATABASE_URL).toBeUndefined();
  });

  it('treats blank values as unset', () => {
    expect(parseEnv({ DATABASE_URL: '  ', SITE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('names the variable when a value is bad', () => {
    expect(() => parseEnv({ DATABASE_URL: 'mysql://localhost/x' })).toThrow(
      /DATABASE_URL: must be a postgres/,
    );
    expect(() => parseEnv({ SITE_URL: 'ftp://x' })).toThrow(/SITE_URL/);
    expect(() => parseEnv({ RATE_LIMIT_ENABLED: 'maybe' })).toThrow(/RATE_LIMIT_ENABLED/);
    expect(() => parseEnv({ CRON_SECRET: 'short' })).toThrow(/CRON_SECRET: must be at least 16/);
  });

  it('parses flags', () => {
    expect(parseEnv({ RATE_LIMIT_ENABLED: 'false' }).RATE_LIMIT_ENABLED).toBe(false);
    expect(parseEnv({ RATE_LIMIT_ENABLED: '1' }).RATE_LIMIT_ENABLED).toBe(true);
  });

  it('accepts the mail settings in their documented forms', () => {
    const parsed = parseEnv({
      SMTP_URL: 'smtps://user:pa%40ss@mail.example.dk:465',
      MAIL_FROM: 'Fremtidslisten <noreply@example.dk>',
      CONTACT_INBOX: 'kontakt@example.dk',
    });
    expect(parsed).toMatchObject({
      SMTP_URL: 'smtps://user:pa%40ss@mail.example.dk:465',
      CONTACT_INBOX: 'kontakt@example.dk',
    });
    expect(
      parseEnv({ SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_FROM: 'noreply@example.dk' }).MAIL_FROM,
    ).toBe('noreply@example.dk');
    expect(parseEnv({ SMTP_URL: ' ' }).SMTP_URL).toBeUndefined();
  });

  it.each([
    ['SMTP_URL', 'http://mail.example.dk'],
    ['SMTP_URL', 'mail.example.dk:587'],
    ['SMTP_URL', 'smtp://'],
    ['MAIL_FROM', 'noreply'],
    ['MAIL_FROM', 'Fremtidslisten <noreply@example.dk'],
    ['MAIL_FROM', 'Fremtidslisten\r\nBcc: x@example.dk <noreply@example.dk>'],
    ['MAIL_FROM', 'a@example.dk, b@example.dk'],
    ['CONTACT_INBOX', 'kontakt'],
    ['CONTACT_INBOX', 'a@example.dk, b@example.dk'],
  ])('refuses %s=%j and names it', (name, value) => {
    expect(() => parseEnv({ [name]: value })).toThrow(new RegExp(`${name}: must`));
  });
});

describe('deployment variables', () => {
  it('defaults the pool to 10 clients, a 10 s idle timeout and no trusted proxy hop (one on Vercel)', () => {
    expect(parseEnv({})).toMatchObject({
      DATABASE_POOL_MAX: 10,
      DATABASE_POOL_IDLE_TIMEOUT_MS: 10_000,
      TRUSTED_PROXY_HOPS: 0,
      TRUST_X_REAL_IP: false,
    });
    expect(parseEnv({ VERCEL: '1' })).toMatchObject({ TRUSTED_PROXY_HOPS: 1 });
    expect(parseEnv({ VERCEL: '1', TRUSTED_PROXY_HOPS: '0' })).toMatchObject({
      TRUSTED_PROXY_HOPS: 0,
    });
    expect(
      parseEnv({
        DATABASE_POOL_MAX: '2',
        DATABASE_POOL_IDLE_TIMEOUT_MS: '5000',
        TRUSTED_PROXY_HOPS: '0',
      }),
    ).toMatchObject({
      DATABASE_POOL_MAX: 2,
      DATABASE_POOL_IDLE_TIMEOUT_MS: 5000,
      TRUSTED_PROXY_HOPS: 0,
    });
  });

  it.each([
    ['DATABASE_POOL_MAX', '0'],
    ['DATABASE_POOL_MAX', '101'],
    ['DATABASE_POOL_MAX', 'ten'],
    ['DATABASE_POOL_MAX', '2.5'],
    ['DATABASE_POOL_IDLE_TIMEOUT_MS', '-1'],
    ['TRUSTED_PROXY_HOPS', '11'],
    ['TRUSTED_PROXY_HOPS', 'all'],
  ])('rejects %s=%s with the variable named', (name, value) => {
    expect(() => parseEnv({ [name]: value })).toThrow(
      new RegExp(`${name}: must be a whole number`),
    );
  });
});

describe('next.config.mjs with a bad pool setting', () => {
  // What `next build` and `next start` do first: load next.config.mjs, which imports lib/env.js.
  it('fails to load and names DATABASE_POOL_MAX', () => {
    const result = spawnSync(process.execPath, ['-e', "import('./next.config.mjs')"], {
      cwd: process.cwd(),
      env: { ...process.env, NODE_OPTIONS: '', DATABASE_POOL_MAX: '0' },
      encoding: 'utf8',
    });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toMatch(/DATABASE_POOL_MAX: must be a whole number from 1 to 100/);
  });

  describe('content editor in GitHub mode (issue 28)', () => {
    const github = {
      KEYSTATIC_GITHUB_CLIENT_ID: 'Iv1.abc',
      KEYSTATIC_GITHUB_CLIENT_SECRET: 'secret-from-github',
      KEYSTATIC_SECRET: 'x'.repeat(32),
      KEYSTATIC_REPO: 'fremtidslisten/kampagne-site',
    };

    it('accepts all four settings, or none', () => {
      expect(parseEnv(github).KEYSTATIC_REPO).toBe('fremtidslisten/kampagne-site');
      expect(parseEnv({}).KEYSTATIC_REPO).toBeUndefined();
    });

    it.each(Object.keys(github))('names the missing ones when %s is left out', (name) => {
      const partial: Record<string, string> = { ...github };
      delete partial[name];
      expect(() => parseEnv(partial)).toThrow(new RegExp(`${name}: must be set too`));
    });

    it('refuses a repository that is not owner/name and a short signing secret', () => {
      expect(() => parseEnv({ ...github, KEYSTATIC_REPO: 'https://github.com/x/y' })).toThrow(
        /KEYSTATIC_REPO: must be owner\/name/,
      );
      expect(() => parseEnv({ ...github, KEYSTATIC_SECRET: 'short' })).toThrow(
        /KEYSTATIC_SECRET: must be at least 32/,
      );
    });
  });
});

describe('VALG_SOURCE (issue 46)', () => {
  // An unencoded / ends the URL's host part early: "Valg:2029" reads as host and port, the rest of the password as the
  // folder, so the source the room and the cron log show (the URL without its password) would show the password.
  it.each([
    'sftp://Valg:2029/valg@data.valg.dk/data/kommunalvalg-134-18-11-2025',
    'sftp://Valg:1/@data.valg.dk/data/kommunalvalg-134-18-11-2025',
  ])('refuses %s, whose password would be shown as host and folder', (value) => {
    expect(() => parseEnv({ VALG_SOURCE: value })).toThrow(/VALG_SOURCE: must/);
  });

  it('accepts the same password percent-encoded, and shows the source without it', () => {
    const value = 'sftp://Valg:2029%2Fvalg@data.valg.dk/data/kommunalvalg-134-18-11-2025';
    expect(parseEnv({ VALG_SOURCE: value }).VALG_SOURCE).toBe(value);
    expect(openSourceLabel(value)).toBe(
      'sftp://Valg@data.valg.dk/data/kommunalvalg-134-18-11-2025',
    );
  });
});
