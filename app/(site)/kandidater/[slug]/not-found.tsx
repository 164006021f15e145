import Link from 'next/link';

export default function CandidateNotFound() {
  return (
    <div className="container-page py-24 text-center">
      <h1 className="text-3xl font-bold text-ink">Kandidat ikke fundet</h1>
      <p className="mt-3 text-slate-700">Kandidaten findes ikke på listen.</p>
      <Link href="/kandidater" className="btn-primary mt-8">
        Se alle kandidater
      </Link>
    </div>
  );
}
