'use client';
import { useMemo } from 'react';
import { Keystatic } from '@keystatic/core/ui';
import { editorConfig, type EditorStorage } from '@/lib/editor/config';

// What @keystatic/next's makePage renders, with the config built for the storage the server chose. No GitHub app slug:
// the app is set up once by hand (README), so the admin never offers to create one.
export function EditorApp({ storage }: { storage: EditorStorage }) {
  const config = useMemo(() => editorConfig(storage), [storage]);
  return <Keystatic config={config} />;
}
