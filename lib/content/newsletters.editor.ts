// The editor's fields for content/nyhedsbreve (issue 36), beside the zod schema in newsletters.ts that checks
// the same keys (the parity test holds them together): a newsletter is written like a news post; the room sends it,
// the archive shows it when `archive` is on.
import type { EditorCollectionEntry } from '@/lib/editor/fields';
import { topicKeys } from '@/lib/newsletter/topics';

export const newslettersEditor = {
  name: 'newsletters',
  folder: 'nyhedsbreve',
  editor: ({ body, checkbox, date, list, select, text, titleWithSlug }) => ({
    label: 'Nyhedsbreve',
    slugField: 'subject',
    columns: ['subject', 'date'],
    schema: {
      subject: titleWithSlug('Emnelinje', 'Mailens emnelinje og webversionens titel. Højst 120 tegn.', 120),
      preheader: text('Forhåndstekst', 'Linjen, mailprogrammet viser efter emnelinjen. Højst 150 tegn.', {
        max: 150,
      }),
      date: date('Dato', 'Nyhedsbrevets dato.'),
      topics: list(
        select('Emne', 'Et af emnerne i Site-indstillinger.', topicKeys(), topicKeys()[0]!),
        'Emner',
        'Hvem brevet er til; rummet krydser dem af, når det sendes.',
        { min: 1 },
      ),
      archive: checkbox('Arkiv', 'Vis brevet på /nyhedsbrev og som webversion.'),
      body: body('Tekst', 'Brevets tekst i Markdown: afsnit, **fed**, lister og links.'),
    },
  }),
} satisfies EditorCollectionEntry;
