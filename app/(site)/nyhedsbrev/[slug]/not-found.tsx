import Link from 'next/link';

export default function NewsletterNotFound() {
  return (
    <div className="container-page py-24 text-center">
      <h1 className="text-3xl font-bold text-ink">Nyhedsbrev ikke fundet</h1>
      <p className="mt-3 text-slate-700">
        Nyhedsbrevet findes ikke, eller det er ikke lagt i arkivet.
      </p>
      <Link href="/nyhedsbrev" className="btn-primary mt-8">
        Tilbage til Nyhedsbrevet
      </Link>
    </div>
  );
}
