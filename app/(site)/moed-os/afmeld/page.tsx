import type { Metadata } from 'next';
import { CancelSignup } from '@/components/events/cancel-signup';
import { pageMetadata } from '@/lib/seo';

export const metadata: Metadata = pageMetadata({
  title: 'Afmeld tilmelding',
  description: 'Afmeld din tilmelding til et arrangement.',
  path: '/moed-os/afmeld',
  noIndex: true,
});

// Static like every page: the leaf reads the token from the address and posts it when the button is pressed.
export default function CancelSignupPage() {
  return (
    <div className="container-page max-w-2xl py-12">
      <h1 className="text-3xl font-bold tracking-tight text-ink">Afmeld tilmelding</h1>
      <div className="mt-6">
        <CancelSignup />
      </div>
    </div>
  );
}
