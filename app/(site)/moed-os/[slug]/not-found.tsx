import Link from 'next/link';

export default function EventNotFound() {
  return (
    <div className="container-page py-24 text-center">
      <h1 className="text-3xl font-bold text-ink">Arrangement ikke fundet</h1>
      <p className="mt-3 text-slate-700">
        Arrangementet findes ikke, eller det er fjernet fra kalenderen.
      </p>
      <Link href="/moed-os" className="btn-primary mt-8">
        Se alle arrangementer
      </Link>
    </div>
  );
}
