// The editor's fields for content/policies, beside the zod schema in policies.ts that checks the same keys (the parity test
// holds them together). Kept apart from the loader so the editor's browser code never bundles file access.
import type { EditorCollectionEntry } from '@/lib/editor/fields';

export const policiesEditor = {
  name: 'policies',
  folder: 'policies',
  editor: ({ body, date, fields, kept, list, text, titleWithSlug }) => ({
    label: 'Politikforslag',
    schema: {
      title: titleWithSlug('Titel', 'Forslagets titel.'),
      category: text(
        'Kategori',
        'Kategorien; den bliver en del af adressen /politik/<kategori>/<fil>. Politikker med samme kategori vises som relaterede.',
      ),
      summary: text('Resumé', 'Kort resumé. Højst 300 tegn.', { max: 300, multiline: true }),
      last_updated: date('Senest opdateret', 'Hvornår forslaget sidst blev ændret; listen sorteres efter den.'),
      locale: kept(),
      proposals: list(
        fields.object({
          title: text('Titel', 'Forslagets titel.'),
          body_md: text('Tekst', 'Forslaget i Markdown.', { multiline: true }),
          impact_estimate: text('Forventet effekt', 'Hvad forslaget forventes at betyde.', {
            multiline: true,
          }),
          sources: kept(),
        }),
        'Konkrete forslag',
        'Mindst ét konkret forslag.',
        { min: 1 },
      ),
      body: body(
        'Brødtekst',
        'Teksten i Markdown, delt i afsnit med ### overskrifter. Afsnittet "### Hvad betyder det for …" vises for sig.',
      ),
    },
  }),
} satisfies EditorCollectionEntry;
