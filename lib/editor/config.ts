// The content editor's Keystatic config (issue 28), built from lib/content/editor-registry.ts: each collection's and
// each one-of-a-kind file's editor fields sit beside its zod schema in lib/content/ (<name>.editor.ts by <name>.ts). It is built for one storage,
// which the server decides (lib/editor/storage.ts) and hands to the admin page and the API route, so no secret reaches
// the browser.
import { collection, config, singleton, type Config } from '@keystatic/core';
import { editorCollectionEntries, editorSingletonEntries } from '@/lib/content/editor-registry';
import { editorKit } from './fields';

export type EditorStorage = { kind: 'local' } | { kind: 'github'; repo: `${string}/${string}` };

/** Edits in GitHub mode always go to a branch of their own (keystatic/…), opened as a pull request; never to main. */
const EDITOR_BRANCH_PREFIX = 'keystatic/';

type Collections = Record<string, ReturnType<typeof collection>>;
type Singletons = Record<string, ReturnType<typeof singleton>>;

function editorEntries() {
  const collections: Collections = {};
  const singletons: Singletons = {};
  for (const entry of editorCollectionEntries) {
    const {
      format = { contentField: 'body' },
      slugField = 'title',
      columns = [slugField],
      ...spec
    } = entry.editor(editorKit);
    // Keystatic types slugField by the exact schema's keys, which a registry of many schemas does not carry.
    const built = { ...spec, slugField, columns, path: `content/${entry.folder}/*`, format };
    collections[entry.name] = collection(built as unknown as Parameters<typeof collection>[0]);
  }
  for (const entry of editorSingletonEntries) {
    const spec = entry.editor(editorKit);
    singletons[entry.name] = singleton({
      ...spec,
      path: `content/${entry.file}`,
      format: { data: 'json' },
    });
  }
  return { collections, singletons };
}

const MENU: Record<string, string[]> = {
  Forside: ['home', 'site'],
  Politik: ['policyAreas', 'themes', 'policies', 'pages'],
  Kampagne: ['candidates', 'events', 'news', 'newsletters', 'mail'],
  'AI og data': ['cases', 'kpis', 'kpiHeadline', 'playbooks', 'demos', 'aiGovernance', 'vision'],
  English: ['englishPages'],
};

/** The editor's menu; a collection not placed in it yet shows under "Andet", so a new one needs only its registry line. */
function navigation(names: string[]): Record<string, string[]> {
  const placed = new Set(Object.values(MENU).flat());
  const others = names.filter((name) => !placed.has(name));
  return others.length ? { ...MENU, Andet: others } : MENU;
}

// Typed as the general Config: Keystatic's ui.navigation type is keyed by the exact collections and does not widen.
export function editorConfig(storage: EditorStorage): Config {
  const { collections, singletons } = editorEntries();
  const built = config({
    storage:
      storage.kind === 'github'
        ? { kind: 'github', repo: storage.repo, branchPrefix: EDITOR_BRANCH_PREFIX }
        : { kind: 'local' },
    locale: 'da-DK',
    ui: {
      brand: { name: 'Redaktør' },
      navigation: navigation([...Object.keys(collections), ...Object.keys(singletons)]),
    },
    collections,
    singletons,
  });
  return built as unknown as Config;
}
