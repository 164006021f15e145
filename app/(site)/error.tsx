'use client';

import { ErrorScreen } from '@/components/error/error-screen';

export default function SiteError({ error }: { error: Error & { digest?: string } }) {
  return <ErrorScreen message={error.message} />;
}
