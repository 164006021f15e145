// Where the editor's end-to-end suite runs: shared by tests/e2e/editor/playwright.config.ts, its setup and its spec.
import path from 'node:path';

const editorPort = Number(process.env.EDITOR_E2E_PORT ?? 3181);
export const editorOrigin = `http://127.0.0.1:${editorPort}`;
/** Keystatic's local base directory: a fresh copy of content/ and public/ per run (scripts/ci/editor-e2e-server.mjs). */
export const scratchDir = '.data/editor-e2e';
export const scratchContent = path.join(scratchDir, 'content');
export const scratchPublic = path.join(scratchDir, 'public');
/** The site built from the edited copy (tests/e2e/editor/editor-local.spec.ts), served on its own port. */
export const builtDistDir = '.next-editor';
export const builtPort = editorPort + 1;
