// The welcome mail's text lives in content/mail/velkomst.md: the content check guards it like every other content file.
import fs from 'node:fs';
import path from 'node:path';
import { checkContent } from '@/lib/content/check';
import { formatIssue } from '@/lib/content/issues';
import { buildWelcomeMail } from '@/lib/mail/welcome-mail';
import { site } from '@/lib/site';
import { contentWith, removeRoot } from '../content/broken-content';

const roots: string[] = [];
afterAll(() => roots.forEach(removeRoot));
const withWelcome = (text: string | null) => {
  const root = contentWith();
  roots.push(root);
  const file = path.join(root, 'mail/velkomst.md');
  if (text === null) fs.rmSync(file);
  else fs.writeFileSync(file, text);
  return checkContent(root).map(formatIssue);
};

describe('content/mail/velkomst.md', () => {
  it.each([
    [null, ['content/mail/velkomst.md: (filen): Filen mangler – velkomstmailen bruger den']],
    [
      '---\nheading: Hej\nunsubscribe_text: Afmeld\n---\nTekst',
      ['content/mail/velkomst.md:2:1: subject: Emne mangler'],
    ],
    [
      '---\nsubject: Hej fra {parti}\nheading: Hej\nunsubscribe_text: Afmeld\n---\nTekst',
      [
        'content/mail/velkomst.md:2:18: subject: {parti} er ikke en kendt pladsholder – brug {email}, {phone}, {party}, {municipality}, {listebogstav}',
      ],
    ],
    [
      '---\nsubject: Hej fra {party}\nheading: Hej\nunsubscribe_text: Afmeld\n---\nSkriv til {email}',
      [
        'content/mail/velkomst.md:6:11: body: Skriv \\{email} (med \\ foran) i brødteksten – ellers kan redaktøren ikke åbne filen',
      ],
    ],
    [
      '---\nsubject: Hej\nheading: Hej\nunsubscribe_text: Afmeld\n---\n<b>Tekst</b>',
      [
        'content/mail/velkomst.md:6:1: body: Mailen er ren tekst: HTML-koder vises ikke som formatering – skriv almindelige afsnit',
      ],
    ],
  ])('reports %j', (text, expected) => {
    expect(withWelcome(text)).toEqual(expected);
  });
});

describe('buildWelcomeMail', () => {
  const url = 'https://fremtidslisten-lyngbaek.example/nyhedsbrev/afmeld?token=1.abc&x=<y>';
  const mail = buildWelcomeMail({ email: 'karen@example.dk', unsubscribeUrl: url });

  it('fills the site tokens and ends with the unsubscribe line', () => {
    expect(mail.subject).toBe(`Velkommen til nyhedsbrevet fra ${site.partyName}`);
    expect(mail.textBody).toContain(`nyhedsbrevet fra ${site.partyName} i ${site.municipality}`);
    expect(mail.textBody).toContain('højst to gange om måneden');
    expect(mail.textBody.trimEnd().endsWith(`Var det ikke dig? Afmeld her: ${url}`)).toBe(true);
    expect(mail.textBody).not.toMatch(/\{[a-z]+\}/);
    expect(mail.textBody).not.toContain('\\');
  });

  it('escapes the link in HTML and sets both RFC 8058 headers', () => {
    expect(mail.htmlBody).toContain(
      'href="https://fremtidslisten-lyngbaek.example/nyhedsbrev/afmeld?token=1.abc&amp;x=&lt;y&gt;"',
    );
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${url}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail).toMatchObject({
      kind: 'welcome',
      recipient: 'karen@example.dk',
      aboutEmail: 'karen@example.dk',
      replyTo: null,
    });
  });
});
