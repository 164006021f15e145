import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkDemos, getEnabledDemos, loadDemos } from '@/lib/content/demos';
import { contentRoot } from '@/lib/content/collection';
import { runBuiltInDemo } from '@/lib/demo/engine';
import { DEMO_KINDS, isServerDemoType } from '@/lib/demo/kinds';

describe('content/demos', () => {
  it('holds the five demos, one per kind, in order and valid', () => {
    expect(checkDemos(contentRoot())).toEqual([]);
    const demos = loadDemos();
    expect(demos.map((d) => d.kind)).toEqual([...DEMO_KINDS]);
    expect(getEnabledDemos()[0]?.kind).toBe('summarize');
  });

  it('has example inputs that the built-in engine answers', () => {
    for (const demo of loadDemos().filter((d) => isServerDemoType(d.kind))) {
      for (const example of demo.example_inputs) {
        if (isServerDemoType(demo.kind))
          expect(runBuiltInDemo(demo.kind, example).length).toBeGreaterThan(20);
      }
    }
    const route = loadDemos().find((d) => d.kind === 'route')!;
    expect(route.example_inputs.map((e) => runBuiltInDemo('route', e).split('\n')[0])).toEqual([
      'Anbefalet afdeling: Teknik og Miljø',
      'Anbefalet afdeling: Byggesag',
      'Anbefalet afdeling: Ældre og Sundhed',
    ]);
  });
});

describe('checkDemos', () => {
  let root: string;
  const write = (name: string, text: string) =>
    fs.writeFileSync(path.join(root, 'demos', name), text);
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'demos-'));
    fs.mkdirSync(path.join(root, 'demos'));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('names the file and field of each problem in Danish', () => {
    write(
      'a.md',
      '---\nid: a\norder: 1\ntitle: A\nkind: translate\ndescription: x\nexample_inputs: [hej]\nenabled: false\n---\n',
    );
    write(
      'b.md',
      '---\nid: a\norder: 2\ntitle: B\nkind: route\ndescription: x\nexample_inputs: []\nenabled: false\n---\nBrødtekst\n',
    );
    const issues = checkDemos(root).map((i) => `${i.file}: ${i.field}: ${i.message}`);
    expect(issues).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^content\/demos\/a\.md: kind: kind skal være en af: summarize, route/,
        ),
        'content/demos/b.md: example_inputs: Angiv mindst ét eksempel',
      ]),
    );
  });

  it('reports duplicate ids, a body nobody reads, and an area with no enabled demo', () => {
    const demo = (id: string, order: number, body = '') =>
      `---\nid: ${id}\norder: ${order}\ntitle: T\nkind: route\ndescription: x\nexample_inputs: [hej]\nenabled: false\n---\n${body}`;
    write('a.md', demo('samme', 1));
    write('b.md', demo('samme', 2, 'Brødtekst'));
    expect(checkDemos(root).map((i) => `${i.file}: ${i.field}`)).toEqual([
      'content/demos/b.md: id',
      'content/demos/b.md: (tekst)',
      'content/demos: enabled',
    ]);
  });
});
