// The editor's side of lib/content/registry.ts: each collection's and one-of-a-kind file's editor entry, without its
// loader, so the editor's browser code (lib/editor/config.ts) bundles no file access. The parity test pairs every entry
// here with the zod schema of the definition that uses it.
import type { EditorCollectionEntry, EditorSingletonEntry } from '@/lib/editor/fields';
import { candidatesEditor } from './candidates.editor';
import { casesEditor } from './cases.editor';
import { demosEditor } from './demos.editor';
import { englishPagesEditor } from './english.editor';
import { eventsEditor } from './events.editor';
import { kpisEditor } from './kpis.editor';
import { mailTextsEditor } from './mail.editor';
import { newsEditor } from './news.editor';
import { newslettersEditor } from './newsletters.editor';
import { pagesEditor } from './pages.editor';
import { playbooksEditor } from './playbooks.editor';
import { policiesEditor } from './policies.editor';
import { policyAreasEditor } from './policy-areas.editor';
import { aiGovernanceEditor, homeSectionsEditor, kpiHeadlineEditor, visionSectionsEditor } from './sections.editor';
import { siteFileEditor } from './site-file.editor';
import { themesEditor } from './themes.editor';

export const editorCollectionEntries: EditorCollectionEntry[] = [
  policyAreasEditor,
  themesEditor,
  policiesEditor,
  pagesEditor,
  kpisEditor,
  casesEditor,
  playbooksEditor,
  candidatesEditor,
  demosEditor,
  mailTextsEditor,
  newsEditor,
  eventsEditor,
  newslettersEditor,
  englishPagesEditor,
];

export const editorSingletonEntries: EditorSingletonEntry[] = [siteFileEditor, homeSectionsEditor, visionSectionsEditor, aiGovernanceEditor, kpiHeadlineEditor];
