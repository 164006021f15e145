import { makeRouteHandler } from '@keystatic/next/route-handler';
import { editorConfig } from '@/lib/editor/config';
import { editorStorage } from '@/lib/editor/storage';
import { env } from '@/lib/env';

// GET|POST /api/keystatic/*: Keystatic's API (local files under `next dev`, GitHub sign-in and saves in GitHub mode).
// Without an editor storage, 404: Keystatic's local mode would otherwise write files on a production server.
function editorHandler() {
  const storage = editorStorage();
  if (!storage) return null;
  return makeRouteHandler({
    config: editorConfig(storage),
    clientId: env.KEYSTATIC_GITHUB_CLIENT_ID,
    clientSecret: env.KEYSTATIC_GITHUB_CLIENT_SECRET,
    secret: env.KEYSTATIC_SECRET,
    localBaseDirectory: storage.kind === 'local' ? env.KEYSTATIC_LOCAL_DIR : undefined,
  });
}

const notFound = () =>
  new Response('Not Found', { status: 404, headers: { 'Cache-Control': 'no-store' } });

export async function GET(request: Request) {
  const handler = editorHandler();
  return handler ? handler.GET(request) : notFound();
}

export async function POST(request: Request) {
  const handler = editorHandler();
  return handler ? handler.POST(request) : notFound();
}
