// The editor's fields for content/events, beside the zod schema in events.ts that checks the same keys (the parity test
// holds them together). Kept apart from the loader so the editor's browser code never bundles file access.
import type { EditorCollectionEntry } from '@/lib/editor/fields';

/** What the editor checks before saving (the loader checks the rest). */
const LOCAL_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/;
const LOCAL_TIME_HINT = 'Dansk tid skrevet som ÅÅÅÅ-MM-DD TT:MM, fx 2029-10-03 10:00.';

export const eventsEditor = {
  name: 'events',
  folder: 'events',
  editor: ({ body, fields, image, integer, relations, select, text, titleWithSlug, URL_HINT }) => ({
    label: 'Arrangementer (Mød os)',
    schema: {
      title: titleWithSlug('Titel', 'Arrangementets titel.'),
      start: text('Start', LOCAL_TIME_HINT, { pattern: LOCAL_TIME }),
      end: text('Slut', LOCAL_TIME_HINT, { pattern: LOCAL_TIME }),
      status: select(
        'Status',
        'Flyttes arrangementet, vælg "Flyttet" og skriv den gamle start i "Tidligere start".',
        ['planlagt', 'aflyst', 'flyttet'],
        'planlagt',
        {
          planlagt: 'Planlagt',
          aflyst: 'Aflyst',
          flyttet: 'Flyttet',
        },
      ),
      previousStart: text('Tidligere start', `Kun ved status Flyttet: starten før flytningen. ${LOCAL_TIME_HINT}`, {
        required: false,
        pattern: LOCAL_TIME,
      }),
      // Left empty, Keystatic writes "place: {}", which the loader reads as no place (an online-only event).
      place: fields.object(
        {
          name: text('Stedets navn', 'Fx "Lyngbæk Bibliotek".', { required: false }),
          street: text('Adresse', 'Gade og nummer, fx "Torvet 3".', { required: false }),
          postalCode: text('Postnummer', 'Fire cifre, fx 2800.', {
            required: false,
            pattern: /^\d{4}$/,
            patternHint: 'Postnummer skal være fire cifre, fx 2800',
          }),
          town: text('By', 'Fx "Lyngbæk".', { required: false }),
          lat: fields.number({
            label: 'Breddegrad',
            description: 'Til kortet, fx 55.7712. Kan udelades.',
            validation: { min: -90, max: 90 },
          }),
          lon: fields.number({
            label: 'Længdegrad',
            description: 'Til kortet, fx 12.5031. Kan udelades.',
            validation: { min: -180, max: 180 },
          }),
        },
        {
          label: 'Sted',
          description:
            'Hvor arrangementet foregår. Udfyld navn, adresse, postnummer og by – eller lad alle felter stå tomme ved et rent onlinemøde (så skal onlinelinket udfyldes).',
        },
      ),
      online: text('Onlinelink', `Link til et onlinemøde. ${URL_HINT} Angiv sted, onlinelink eller begge.`, {
        required: false,
        pattern: /^https:\/\/\S+$/,
      }),
      revision: integer(
        'Revision',
        'Hæv med 1, når tid, sted eller tekst ændres, så kalendere opdaterer deres kopi.',
        { min: 0 },
        false,
      ),
      candidates: relations('Kandidater', 'Kandidater, der deltager.', 'candidates'),
      areas: relations('Politikområder', 'Politikområder, arrangementet handler om.', 'policyAreas'),
      capacity: integer(
        'Pladser',
        'Antal pladser (1-5000). Udfyldes det, kan man tilmelde sig; tomt: ingen tilmelding.',
        { min: 1, max: 5000 },
        false,
      ),
      summary: text('Resumé', 'Kort tekst til listen og kalenderen. Højst 200 tegn.', {
        max: 200,
        multiline: true,
      }),
      image: image('Billede', 'Et billede til arrangementet. Kan udelades.', 'arrangementer'),
      body: body('Beskrivelse', 'Arrangementets beskrivelse i Markdown.'),
    },
  }),
} satisfies EditorCollectionEntry;
