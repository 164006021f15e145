import { notFound } from 'next/navigation';
import { editorStorage } from '@/lib/editor/storage';
import { EditorApp } from './editor-app';

// Read per request: whether the editor exists depends on the server's settings, not on the build's.
export const dynamic = 'force-dynamic';

export default function EditorPage() {
  const storage = editorStorage();
  if (!storage) notFound();
  return <EditorApp storage={storage} />;
}
