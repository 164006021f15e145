import 'server-only';
import { env } from '@/lib/env';
import type { EditorStorage } from './config';

type EditorEnv = Pick<typeof env, 'NODE_ENV' | 'KEYSTATIC_REPO'>;

/**
 * Where the editor saves: GitHub when its settings are there (lib/env.js requires all four), the working copy under
 * `next dev`, and nowhere otherwise: a production server without GitHub settings answers 404 on /keystatic and its API.
 */
export function editorStorage(source: EditorEnv = env): EditorStorage | null {
  if (source.KEYSTATIC_REPO)
    return { kind: 'github', repo: source.KEYSTATIC_REPO as `${string}/${string}` };
  if (source.NODE_ENV === 'development') return { kind: 'local' };
  return null;
}
