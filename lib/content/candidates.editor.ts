// The editor's fields for content/candidates, beside the zod schema in candidates.ts that checks the same keys (the parity test
// holds them together). Kept apart from the loader so the editor's browser code never bundles file access.
import type { EditorCollectionEntry } from '@/lib/editor/fields';

export const candidatesEditor = {
  name: 'candidates',
  folder: 'candidates',
  editor: ({ body, checkbox, fields, image, integer, kept, list, text, titleWithSlug, ORDER_HINT, URL_HINT }) => ({
    label: 'Kandidater',
    slugField: 'name',
    schema: {
      order: integer('Rækkefølge', ORDER_HINT),
      name: titleWithSlug('Navn', 'Kandidatens fulde navn, fx "Mette Lund Hansen". Mindst 2 tegn.'),
      title: text('Titel', 'Beskæftigelse eller rolle, fx "Sygeplejerske". Mindst 2 tegn.', {
        min: 2,
      }),
      lead: checkbox('Spidskandidat', 'Sæt flueben ved listens spidskandidat. Kun én kan være det.'),
      portrait: image('Portræt', 'Kandidatens portræt, kvadratisk. Tomt: et standardbillede.', 'kandidater'),
      priorities: list(
        fields.object({
          title: text('Overskrift', 'Mærkesagens overskrift. Mindst 2 tegn.', { min: 2 }),
          body: text('Tekst', 'Et kort afsnit om mærkesagen. Mindst 5 tegn.', {
            min: 5,
            multiline: true,
          }),
        }),
        'Mærkesager',
        'Kandidatens vigtigste sager, vist på kandidatsiden.',
      ),
      links: fields.object(
        {
          facebook: text('Facebook', URL_HINT, { required: false }),
          instagram: text('Instagram', URL_HINT, { required: false }),
          website: text('Hjemmeside', URL_HINT, { required: false }),
        },
        {
          label: 'Profiler',
          description: 'Links til kandidatens profiler; tomme felter vises ikke.',
        },
      ),
      contact: fields.object(
        {
          email: text('Email', 'Kandidatens mailadresse, fx navn@eksempel.dk.', { required: false }),
          phone: text('Telefon', 'Med cifre, fx +45 70 00 00 00 (8-16 tegn).', {
            required: false,
            pattern: /^\+?[\d ]{8,16}$/,
          }),
        },
        { label: 'Kontakt', description: 'Vises på kandidatsiden; tomme felter vises ikke.' },
      ),
      locale: kept(),
      body: body(
        'Præsentation',
        'Kandidatens præsentation i Markdown. Første linje er kortets teaser, første afsnit står øverst på siden.',
      ),
    },
  }),
} satisfies EditorCollectionEntry;
