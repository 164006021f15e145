'use client';
// The cancel link's page: the token comes from the address, and only the button cancels (mail scanners follow links
// with GET, and must not cancel anyone's place).
import Link from '@/components/ui/link';
import { useState, useSyncExternalStore } from 'react';
import { postJson } from '@/components/forms/post-json';

const noSubscription = () => () => {};

type State =
  | { kind: 'ready' }
  | { kind: 'sending' }
  | { kind: 'done'; title?: string; href?: string }
  | { kind: 'failed'; message: string };

export function CancelSignup() {
  // undefined while hydrating (the static HTML has no address), then the token or null.
  const token = useSyncExternalStore(
    noSubscription,
    () => new URLSearchParams(window.location.search).get('token'),
    () => undefined,
  );
  const [state, setState] = useState<State>({ kind: 'ready' });

  async function cancel() {
    if (!token) return;
    setState({ kind: 'sending' });
    const outcome = await postJson('/api/moed-os/afmelding', { token });
    if (outcome.ok) {
      const event =
        (outcome.data as { event?: { title: string; href: string } | null } | null)?.event ??
        undefined;
      setState({ kind: 'done', title: event?.title, href: event?.href });
    } else
      setState({
        kind: 'failed',
        message: outcome.message ?? 'Afmeldingen mislykkedes. Prøv igen senere.',
      });
  }

  if (token === null)
    return <p role="alert">Linket mangler sin kode. Brug linket fra din bekræftelsesmail.</p>;
  if (state.kind === 'done')
    return (
      <div role="status" className="space-y-4">
        <p className="font-medium text-ink">
          Du er nu afmeldt{state.title ? ` „${state.title}“` : ''}. Tak fordi du gav besked –
          pladsen går til den næste på ventelisten.
        </p>
        {state.href && (
          <Link href={state.href} className="btn-secondary">
            Tilbage til arrangementet
          </Link>
        )}
      </div>
    );
  return (
    <div className="space-y-4">
      <p>Vil du afmelde din tilmelding? Din plads går så videre til den næste på ventelisten.</p>
      <button
        type="button"
        className="btn-primary"
        onClick={cancel}
        disabled={state.kind === 'sending' || !token}
      >
        {state.kind === 'sending' ? 'Afmelder...' : 'Afmeld min tilmelding'}
      </button>
      {state.kind === 'failed' && (
        <p role="alert" className="font-medium text-red-800">
          {state.message}
        </p>
      )}
    </div>
  );
}
