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

  it('accepts the mail settings in their documented forms', () => {
    const parsed = parseEnv({
      SMTP_URL: 'smtps://user:pa%40ss@mail.example.dk:465',
      MAIL_FROM: 'Fremtidslisten <noreply@example.dk>',
      CONTACT_INBOX: 'kontakt@example.dk',
    });
    expect(parsed).toMatchObject({ SMTP_URL: 'smtps://user:pa%40ss@mail.example.dk:465', CONTACT_INBOX: 'kontakt@example.dk' });
    expect(parseEnv({ SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_FROM: 'noreply@example.dk' }).MAIL_FROM).toBe('noreply@example.dk');
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
