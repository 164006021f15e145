// The editor's fields for content/mail, beside the zod schema in mail.ts that checks the same keys (the parity test
// holds them together). Kept apart from the loader so the editor's browser code never bundles file access.
import type { EditorCollectionEntry } from '@/lib/editor/fields';

export const mailTextsEditor = {
  name: 'mail',
  folder: 'mail',
  editor: ({ body, text, titleWithSlug }) => ({
    label: 'Mails',
    slugField: 'subject',
    schema: {
      subject: titleWithSlug(
        'Emne',
        'Mailens emnelinje. Højst 120 tegn. Må bruge {party} og de andre pladsholdere. Filen velkomst skal findes.',
        120,
      ),
      heading: text('Overskrift', 'Overskriften øverst i mailen.'),
      unsubscribe_text: text('Afmeldingstekst', 'Teksten ved afmeldingslinket.', { multiline: true }),
      body: body('Tekst', 'Mailens tekst som almindelige afsnit (ren tekst, ingen HTML).', 'md'),
    },
  }),
} satisfies EditorCollectionEntry;
