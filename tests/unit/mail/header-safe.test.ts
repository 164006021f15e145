import { displayName, escapeHtml, headerText, htmlLines } from '@/lib/mail/header-safe';
import { classifyFailure } from '@/lib/mail/failure';
import { backoffMs, MAX_ATTEMPTS } from '@/db/queries/outbox';

describe('headerText', () => {
  it.each([
    ['CR/LF and a Bcc line', 'Anna\r\nBcc: evil@example.dk', 'Anna Bcc: evil@example.dk'],
    ['a lone LF and tabs', 'Anna\n\tHansen', 'Anna Hansen'],
    ['Unicode line separators', 'Anna\u2028Hansen\u2029', 'Anna Hansen'],
    ['an encoded word', '=?utf-8?b?QmNjOg==?=', '= ?utf-8?b?QmNjOg== ?='],
    ['C1 controls and NUL', 'A\u0085B\u0000C', 'A B C'],
  ])('makes %s one harmless line', (_, input, expected) => {
    expect(headerText(input)).toBe(expected);
  });

  it('cuts long text by characters, not UTF-16 units', () => {
    expect([...headerText('æ'.repeat(200), 60)]).toHaveLength(60);
    expect(headerText('😀'.repeat(70), 60).endsWith('…')).toBe(true);
  });

  it('takes quotes, brackets and separators out of display names', () => {
    expect(displayName('"Boss" <boss@example.dk>, x')).toBe('Boss boss example.dk x');
  });
});

describe('escapeHtml', () => {
  it('escapes every markup character and keeps line breaks as <br>', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
    expect(htmlLines('a\r\nb\nc')).toBe('a<br>\nb<br>\nc');
  });
});

describe('classifyFailure', () => {
  it.each([
    [{ responseCode: 451, code: 'EENVELOPE' }, 'temporary', 'smtp_451'],
    [{ responseCode: 421 }, 'temporary', 'smtp_421'],
    [{ responseCode: 550, code: 'EENVELOPE' }, 'permanent', 'smtp_550'],
    [{ responseCode: 554, code: 'EMESSAGE' }, 'permanent', 'smtp_554'],
    [{ responseCode: 535, code: 'EAUTH' }, 'temporary', 'smtp_auth_535'],
    [{ code: 'ECONNECTION' }, 'temporary', 'econnection'],
    [{ code: 'ETIMEDOUT' }, 'temporary', 'etimedout'],
    [{ code: 'EENVELOPE' }, 'permanent', 'eenvelope'],
    [{ code: 'lowercase and spaces' }, 'temporary', 'unknown'],
    [new Error('anna@example.dk refused'), 'temporary', 'unknown'],
    [null, 'temporary', 'unknown'],
  ])('%j is %s (%s)', (error, kind, code) => {
    expect(classifyFailure(error)).toEqual({ kind, code });
  });
});

describe('backoffMs', () => {
  it('doubles from one minute and stops at six hours', () => {
    expect([1, 2, 3, 4].map(backoffMs)).toEqual([60_000, 120_000, 240_000, 480_000]);
    expect(backoffMs(MAX_ATTEMPTS)).toBe(6 * 3_600_000);
  });
});
