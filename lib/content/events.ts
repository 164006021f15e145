// Events (content/events/*.mdx): "Mød os". Times are written as Copenhagen wall time ('2029-10-03 10:00'); the loader
// turns them into instants by the EU summer-time rule, and the content check refuses a time that never happens.
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { parseLocalDateTime, resolveCopenhagen } from '@/lib/time/copenhagen';
import { publicRoot, type Entry } from './collection';
import { defineCollection } from './define';
import { eventsEditor } from './events.editor';
import { imagePath, text } from './fields';
import { folderSlugs } from './folder-slugs';
import { ContentError, type ContentIssue } from './issues';
import { slugList } from './link-fields';

const eventStatuses = ['planlagt', 'aflyst', 'flyttet'] as const;

const LOCAL_HINT = 'skal være dansk tid skrevet som ÅÅÅÅ-MM-DD TT:MM, fx "2029-10-03 10:00"';
const localTime = z.string({ error: LOCAL_HINT }).trim().refine((value) => parseLocalDateTime(value) !== null, LOCAL_HINT);

const placeSchema = z.strictObject({
  name: text('Stedets navn'),
  street: text('Adresse'),
  postalCode: z.string({ error: 'Postnummer skal skrives i anførselstegn, fx "2800"' }).regex(/^\d{4}$/, 'Postnummer skal være fire cifre, fx "2800"'),
  town: text('By'),
  lat: z.number({ error: 'Breddegrad skal være et tal, fx 55.77' }).min(-90).max(90).optional(),
  lon: z.number({ error: 'Længdegrad skal være et tal, fx 12.50' }).min(-180).max(180).optional(),
});

const eventSchema = z
  .strictObject({
    title: text('Titel'),
    start: localTime,
    end: localTime,
    // The editor writes "place: {}" when its place fields are left empty (an online-only event): that means no place.
    place: z.preprocess((value) => (value && typeof value === 'object' && Object.keys(value).length === 0 ? undefined : value), placeSchema.optional()),
    online: z.url({ protocol: /^https$/, error: 'Onlinelinket skal være en fuld adresse, der starter med https://' }).optional(),
    status: z.enum(eventStatuses, { error: 'Status skal være planlagt, aflyst eller flyttet' }).default('planlagt'),
    /** The start before the move, for the notices and the structured data; required when status is flyttet. */
    previousStart: localTime.optional(),
    /** Raise by one whenever time, place or text changes, so calendars replace their copy (a move or cancellation adds one by itself). */
    revision: z.number().int().min(0).default(0),
    candidates: slugList.default([]),
    areas: slugList.default([]),
    summary: text('Resumé').max(200, 'Resuméet må højst være 200 tegn'),
    image: imagePath('arrangementer').optional(),
    /** Places for sign-up; without it the event has no sign-up. */
    capacity: z.number({ error: 'Kapacitet skal være et helt tal' }).int('Kapacitet skal være et helt tal').min(1).max(5000).optional(),
  })
  .refine((event) => event.place || event.online, { message: 'Angiv et sted (place) eller et onlinelink (online) – eller begge', path: ['place'] });

type EventFields = z.output<typeof eventSchema>;

export type CampaignEvent = Entry<EventFields> & {
  startAt: Date;
  endAt: Date;
  previousStartAt?: Date;
  /** The iCalendar SEQUENCE: the volunteer's revision plus one for a move or a cancellation. */
  sequence: number;
};

/** The instant a checked local time names (the first, summer-time one in the doubled October hour). */
function instantOf(local: string): Date | { problem: string } {
  const parts = parseLocalDateTime(local)!;
  const resolved = resolveCopenhagen(parts);
  if (resolved.kind === 'nonexistent') return { problem: `${local} findes ikke i dansk tid: uret springer fra 02:00 til 03:00 den nat, sommertiden begynder` };
  return resolved.instant;
}

function readEvents(items: Entry<EventFields>[], root: string) {
  const issues: ContentIssue[] = [];
  const candidateSlugs = new Set(folderSlugs(root, 'candidates'));
  const areaSlugs = new Set(folderSlugs(root, 'policy-areas'));
  const ready: CampaignEvent[] = [];
  for (const item of items) {
    const found: ContentIssue[] = [];
    const at = (field: 'start' | 'end' | 'previousStart') => {
      const value = item[field];
      if (value === undefined) return undefined;
      const instant = instantOf(value);
      if (instant instanceof Date) return instant;
      found.push({ file: item.file, field, message: instant.problem });
      return undefined;
    };
    const startAt = at('start');
    const endAt = at('end');
    const previousStartAt = at('previousStart');
    if (startAt && endAt && endAt.getTime() <= startAt.getTime()) found.push({ file: item.file, field: 'end', message: 'Arrangementet slutter før (eller samtidig med), at det begynder' });
    if (item.status === 'flyttet' && !item.previousStart) found.push({ file: item.file, field: 'status', message: 'Et flyttet arrangement skal have sit tidligere starttidspunkt i previousStart' });
    item.candidates.forEach((slug, i) => {
      if (!candidateSlugs.has(slug)) found.push({ file: item.file, field: `candidates.${i}`, message: `"${slug}" er ikke en kandidat i content/candidates/` });
    });
    item.areas.forEach((slug, i) => {
      if (!areaSlugs.has(slug)) found.push({ file: item.file, field: `areas.${i}`, message: `"${slug}" er ikke et politikområde i content/policy-areas/` });
    });
    if (!item.body) found.push({ file: item.file, field: '(tekst)', message: 'Skriv en beskrivelse af arrangementet under felterne' });
    if (item.image && !fs.existsSync(path.join(publicRoot(root), item.image))) found.push({ file: item.file, field: 'image', message: `Billedet public${item.image} findes ikke` });
    issues.push(...found);
    if (found.length || !startAt || !endAt) continue;
    const sequence = item.revision + (item.status === 'planlagt' ? 0 : 1);
    ready.push({ ...item, startAt, endAt, previousStartAt, sequence });
  }
  ready.sort((a, b) => a.startAt.getTime() - b.startAt.getTime() || a.slug.localeCompare(b.slug));
  return { items: ready, issues };
}

export const events = defineCollection(eventsEditor, {
  schema: eventSchema,
  read: readEvents,
});

/** Every event, earliest start first. */
export const getEvents = events.all;
export const getEventBySlug = events.bySlug;

/** Events read from another content folder (the cron's tests edit a copy); throws on content errors like the loader. */
export function readEventsFrom(root: string): CampaignEvent[] {
  const { items, issues } = events.read(root);
  if (issues.length) throw new ContentError(issues);
  return items;
}

export const eventPath = (event: Pick<CampaignEvent, 'slug'>) => `/moed-os/${event.slug}`;

export const eventIcsPath = (event: Pick<CampaignEvent, 'slug'>) => `/moed-os/${event.slug}/kalender.ics`;

/** "Lyngbæk Bibliotek, Torvet 3, 2800 Lyngbæk", or "Online". */
export function placeLabel(event: Pick<CampaignEvent, 'place' | 'online'>): string {
  if (event.place) return `${event.place.name}, ${event.place.street}, ${event.place.postalCode} ${event.place.town}`;
  return 'Online';
}
