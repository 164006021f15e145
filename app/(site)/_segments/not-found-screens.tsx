// The spec's not-found state of every content route, in one place: each segment's not-found.tsx renders its kind,
// and /ikke-fundet/{kind} pre-renders them all for proxy.ts to serve with HTTP 404.
import Link from '@/components/ui/link';
import { NotFoundState } from '@/components/politik/not-found-state';
import type { NotFoundKind } from '@/lib/content/not-found-kind';

type Screen = {
  title: string;
  text: string;
  /** The way back; /politik's own not-found state (with its 404 figure) has one built in. */
  back?: { href: string; label: string };
};

export const notFoundScreens: Record<NotFoundKind, Screen> = {
  tema: {
    title: 'Tema ikke fundet',
    text: 'Det tema eller politikområde, du leder efter, findes ikke.',
  },
  politik: {
    title: 'Politik ikke fundet',
    text: 'Den politik, du leder efter, findes ikke eller er flyttet.',
  },
  case: {
    title: 'Case ikke fundet',
    text: 'Casen findes ikke, eller den er blevet flyttet.',
    back: { href: '/cases', label: 'Tilbage til Cases' },
  },
  kandidat: {
    title: 'Kandidat ikke fundet',
    text: 'Kandidaten findes ikke på listen.',
    back: { href: '/kandidater', label: 'Se alle kandidater' },
  },
  playbook: {
    title: 'Playbook ikke fundet',
    text: 'Playbooken findes ikke, eller den er blevet flyttet.',
    back: { href: '/ai', label: 'Tilbage til AI Innovation' },
  },
  nyhed: {
    title: 'Nyhed ikke fundet',
    text: 'Nyheden findes ikke, eller den er blevet flyttet.',
    back: { href: '/nyheder', label: 'Tilbage til Nyheder' },
  },
  arrangement: {
    title: 'Arrangement ikke fundet',
    text: 'Arrangementet findes ikke, eller det er fjernet fra kalenderen.',
    back: { href: '/moed-os', label: 'Se alle arrangementer' },
  },
  nyhedsbrev: {
    title: 'Nyhedsbrev ikke fundet',
    text: 'Nyhedsbrevet findes ikke, eller det er ikke lagt i arkivet.',
    back: { href: '/nyhedsbrev', label: 'Tilbage til Nyhedsbrevet' },
  },
};

export function NotFoundScreen({ kind }: { kind: NotFoundKind }) {
  const { title, text, back } = notFoundScreens[kind];
  if (!back) return <NotFoundState title={title} text={text} />;
  return (
    <div className="container-page py-24 text-center">
      <h1 className="text-3xl font-bold text-ink">{title}</h1>
      <p className="mt-3 text-slate-700">{text}</p>
      <Link href={back.href} className="btn-primary mt-8">
        {back.label}
      </Link>
    </div>
  );
}

/** A segment's not-found.tsx: `export default notFoundPage('case');`. */
export const notFoundPage = (kind: NotFoundKind) =>
  function SegmentNotFound() {
    return <NotFoundScreen kind={kind} />;
  };
