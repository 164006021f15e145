// The content editor's Keystatic config (issue 28). It is built for one storage, which the server decides
// (lib/editor/storage.ts) and hands to the admin page and the API route, so no secret reaches the browser.
import { config, type Config } from '@keystatic/core';
import { editorCollections } from './collections';
import { editorSingletons } from './singletons';

export type EditorStorage = { kind: 'local' } | { kind: 'github'; repo: `${string}/${string}` };

/** Edits in GitHub mode always go to a branch of their own (keystatic/…), opened as a pull request; never to main. */
const EDITOR_BRANCH_PREFIX = 'keystatic/';

// Typed as the general Config: Keystatic's ui.navigation type is keyed by the exact collections and does not widen.
export function editorConfig(storage: EditorStorage): Config {
  const built = config({
    storage:
      storage.kind === 'github'
        ? { kind: 'github', repo: storage.repo, branchPrefix: EDITOR_BRANCH_PREFIX }
        : { kind: 'local' },
    locale: 'da-DK',
    ui: {
      brand: { name: 'Redaktør' },
      navigation: {
        Forside: ['home', 'site'],
        Politik: ['policyAreas', 'themes', 'policies', 'pages'],
        Kampagne: ['candidates', 'events', 'news', 'newsletters', 'mail'],
        'AI og data': ['cases', 'kpis', 'playbooks', 'demos', 'aiGovernance', 'vision'],
        English: ['englishPages'],
      },
    },
    collections: editorCollections,
    singletons: editorSingletons,
  });
  return built as unknown as Config;
}
