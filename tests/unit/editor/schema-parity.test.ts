// The editor's fields and the content check's zod schemas describe the same files: a key added to one and not the
// other fails here, at every depth (objects and list items), so the editor can neither drop nor invent a field.
import type { z } from 'zod';
import { candidates } from '@/lib/content/candidates';
import { cases } from '@/lib/content/cases';
import { demos } from '@/lib/content/demos';
import { englishPages } from '@/lib/content/english';
import { events } from '@/lib/content/events';
import { kpis } from '@/lib/content/kpis';
import { mailTexts } from '@/lib/content/mail';
import { news } from '@/lib/content/news';
import { newsletterSchema } from '@/lib/content/newsletters';
import { pages } from '@/lib/content/pages';
import { playbooks } from '@/lib/content/playbooks';
import { policies } from '@/lib/content/policies';
import { policyAreas } from '@/lib/content/policy-areas';
import { aiGovernance, homeSections, kpiHeadline, visionSections } from '@/lib/content/sections';
import { themes } from '@/lib/content/themes';
import { editorConfig } from '@/lib/editor/config';
import { isKept } from '@/lib/editor/fields';
import { siteSchema } from '@/lib/site-schema';

const config = editorConfig({ kind: 'local' });

const zodOf = {
  candidates: candidates.schema,
  cases: cases.schema,
  demos: demos.schema,
  englishPages: englishPages.schema,
  events: events.schema,
  kpis: kpis.schema,
  mail: mailTexts.schema,
  news: news.schema,
  newsletters: newsletterSchema,
  pages: pages.schema,
  playbooks: playbooks.schema,
  policies: policies.schema,
  policyAreas: policyAreas.schema,
  themes: themes.schema,
  site: siteSchema,
  home: homeSections.schema,
  vision: visionSections.schema,
  aiGovernance: aiGovernance.schema,
  kpiHeadline: kpiHeadline.schema,
} satisfies Record<string, z.ZodType>;

type Shape = { object: Record<string, Shape> } | { array: Shape } | 'value';

type ZodDef = {
  type: string;
  shape?: Record<string, ZodLike>;
  element?: ZodLike;
  innerType?: ZodLike;
  in?: ZodLike;
  out?: ZodLike;
};
type ZodLike = { _zod: { def: ZodDef } };

/** The keys a zod schema allows, through optional/default/nullable/pipe wrappers; anything else is a value. */
function zodShape(schema: ZodLike): Shape {
  const def = schema._zod.def;
  if (def.type === 'object')
    return {
      object: Object.fromEntries(Object.entries(def.shape!).map(([k, v]) => [k, zodShape(v)])),
    };
  if (def.type === 'array') return { array: zodShape(def.element!) };
  if (def.innerType) return zodShape(def.innerType);
  // A pipe checks its input's shape; a preprocess (a transform piped into a schema) checks its output's.
  if (def.type === 'pipe')
    return def.in!._zod.def.type === 'transform' ? zodShape(def.out!) : zodShape(def.in!);
  return 'value';
}

type Field = { kind: string; fields?: Record<string, Field>; element?: Field };

/** The keys an editor schema writes; a kept (ignored) field stands for whatever the file holds there. */
function editorShape(field: Field): Shape | 'kept' {
  if (isKept(field)) return 'kept';
  if (field.kind === 'object')
    return {
      object: Object.fromEntries(
        Object.entries(field.fields!).map(([k, v]) => [k, editorShape(v)]),
      ),
    } as Shape;
  if (field.kind === 'array') return { array: editorShape(field.element!) } as Shape;
  return 'value';
}

/** Differences as "path: problem" lines; a kept field matches any zod shape. */
function compare(zod: Shape, editor: Shape | 'kept', at: string): string[] {
  if (editor === 'kept') return [];
  if (typeof zod === 'object' && 'object' in zod) {
    if (typeof editor !== 'object' || !('object' in editor))
      return [`${at || '(rod)'}: zod har en gruppe, editoren ikke`];
    const keys = new Set([...Object.keys(zod.object), ...Object.keys(editor.object)]);
    return [...keys].flatMap((key) => {
      const path = at ? `${at}.${key}` : key;
      if (!(key in editor.object)) return [`${path}: mangler i editoren`];
      if (!(key in zod.object)) return [`${path}: mangler i zod-skemaet`];
      return compare(zod.object[key]!, editor.object[key]!, path);
    });
  }
  if (typeof zod === 'object' && 'array' in zod) {
    if (typeof editor !== 'object' || !('array' in editor))
      return [`${at}: zod har en liste, editoren ikke`];
    return compare(zod.array, editor.array, `${at}[]`);
  }
  return editor === 'value'
    ? []
    : [`${at}: editoren har en gruppe eller liste, zod en enkelt værdi`];
}

const entries = [
  ...Object.entries(config.collections!).map(
    ([name, c]) => [name, c.schema, (c.format as { contentField?: string }).contentField] as const,
  ),
  ...Object.entries(config.singletons!).map(([name, s]) => [name, s.schema, undefined] as const),
];

describe('editor fields and zod schemas', () => {
  it('pairs every editor collection and singleton with a zod schema', () => {
    expect(entries.map(([name]) => name).sort()).toEqual(Object.keys(zodOf).sort());
  });

  it.each(entries)('%s: the same keys at every depth', (name, schema, contentField) => {
    const fields = Object.fromEntries(
      Object.entries(schema).filter(([key]) => key !== contentField),
    ) as Record<string, Field>;
    const differences = compare(
      zodShape(zodOf[name as keyof typeof zodOf] as unknown as ZodLike),
      editorShape({ kind: 'object', fields }),
      '',
    );
    expect(differences).toEqual([]);
  });

  it('fails when a key is added on one side only', () => {
    const zod = zodShape(
      candidates.schema.extend({ nickname: candidates.schema.shape.name }) as unknown as ZodLike,
    );
    const editor = editorShape({
      kind: 'object',
      fields: config.collections!.candidates!.schema as unknown as Record<string, Field>,
    });
    expect(compare(zod, editor, '')).toEqual(
      expect.arrayContaining(['nickname: mangler i editoren', 'body: mangler i zod-skemaet']),
    );
  });
});
