import { safeHref } from '@/lib/markdown/safe-url';

describe('safeHref', () => {
  it.each([
    'https://www.dst.dk',
    'http://example.dk/a?b=1',
    'mailto:kontakt@example.dk',
    'irc://irc.libera.chat/x',
    'ircs://irc.libera.chat/x',
    'xmpp:a@b.dk',
    '/politik',
    '#privacy',
    'politik/skole',
  ])('keeps %s', (href) => expect(safeHref(href)).toBe(href));

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'vbscript:msgbox',
    'file:///etc/passwd',
    '//evil.example/x',
    'ftp://example.dk',
  ])('drops %s', (href) => expect(safeHref(href)).toBeUndefined());
});
