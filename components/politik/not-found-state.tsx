import { BackLink } from './back-link';

/** The spec's not-found state for an unknown theme or policy: the text and a link back to /politik. */
export function NotFoundState({ title, text }: { title: string; text: string }) {
  return (
    <div className="container-page py-24 text-center">
      <p className="text-5xl font-bold text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold text-ink">{title}</h1>
      <p className="mt-3 text-muted">{text}</p>
      <BackLink href="/politik" label="Tilbage til politik" className="btn-primary mt-8" />
    </div>
  );
}
