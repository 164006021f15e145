import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkContent } from '@/lib/content/check';
import { formatIssue } from '@/lib/content/issues';

const event = (fields: string) => `---
title: Prøvemøde
summary: Et møde til prøve.
place:
  name: Biblioteket
  street: Torvet 3
  postalCode: "2800"
  town: Lyngbæk
${fields}
---
Tekst om mødet.
`;

describe('the content check on content/events', () => {
  let root: string;
  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'events-check-'));
    fs.cpSync(path.join(process.cwd(), 'content'), root, { recursive: true });
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  const check = (fields: string) => {
    fs.writeFileSync(path.join(root, 'events', 'proeve.mdx'), event(fields));
    return checkContent(root)
      .filter((i) => i.file === 'content/events/proeve.mdx')
      .map(formatIssue);
  };

  it('accepts a good event and the sample events', () => {
    expect(check('start: "2029-10-03 10:00"\nend: "2029-10-03 12:00"')).toEqual([]);
    expect(
      checkContent(root).filter(
        (i) => i.file.startsWith('content/events/') && !i.file.endsWith('proeve.mdx'),
      ),
    ).toEqual([]);
  });

  it.each([
    [
      'an end before its start',
      'start: "2029-10-03 10:00"\nend: "2029-10-03 09:00"',
      'content/events/proeve.mdx:10:6: end: Arrangementet slutter før',
    ],
    [
      'an unknown candidate',
      'start: "2029-10-03 10:00"\nend: "2029-10-03 12:00"\ncandidates: [jonas-ravn, ukendt-person]',
      'content/events/proeve.mdx:11:26: candidates.1: "ukendt-person" er ikke en kandidat',
    ],
    [
      'an unknown area',
      'start: "2029-10-03 10:00"\nend: "2029-10-03 12:00"\nareas: [skolen]',
      'content/events/proeve.mdx:11:9: areas.0: "skolen" er ikke et politikområde',
    ],
    [
      'the hour that does not exist when summer time begins',
      'start: "2029-03-25 02:30"\nend: "2029-03-25 04:00"',
      'content/events/proeve.mdx:9:8: start: 2029-03-25 02:30 findes ikke i dansk tid',
    ],
    [
      'a moved event without its earlier start',
      'start: "2029-10-03 10:00"\nend: "2029-10-03 12:00"\nstatus: flyttet',
      'content/events/proeve.mdx:11:9: status: Et flyttet arrangement skal have sit tidligere starttidspunkt',
    ],
    [
      'a time written the wrong way',
      'start: "3. oktober kl. 10"\nend: "2029-10-03 12:00"',
      'content/events/proeve.mdx:9:8: start: skal være dansk tid',
    ],
    [
      'an unknown status',
      'start: "2029-10-03 10:00"\nend: "2029-10-03 12:00"\nstatus: udsat',
      'content/events/proeve.mdx:11:9: status: Status skal være planlagt, aflyst eller flyttet',
    ],
  ])('refuses %s with file:line:col in Danish', (_, fields, expected) => {
    expect(check(fields).join('\n')).toContain(expected);
  });

  // What the editor writes when its place fields are left empty, and when only some are filled in.
  it('reads "place: {}" as no place: fine with an online link, refused without one; a half-filled place is refused', () => {
    const write = (front: string) => {
      fs.writeFileSync(
        path.join(root, 'events', 'proeve.mdx'),
        `---\ntitle: Prøvemøde\nstart: 2029-10-03 10:00\nend: 2029-10-03 12:00\n${front}\nsummary: Et møde.\n---\nTekst.\n`,
      );
      return checkContent(root)
        .filter((i) => i.file === 'content/events/proeve.mdx')
        .map(formatIssue);
    };
    expect(write('place: {}\nonline: https://moede.example/x')).toEqual([]);
    expect(write('place: {}').join('\n')).toContain(
      'place: Angiv et sted (place) eller et onlinelink (online) – eller begge',
    );
    expect(
      write('place:\n  name: Biblioteket\nonline: https://moede.example/x').join('\n'),
    ).toContain('place.street');
  });
});
