import Link from 'next/link';

export default function NewsNotFound() {
  return (
    <div className="container-page py-24 text-center">
      <h1 className="text-3xl font-bold text-ink">Nyhed ikke fundet</h1>
      <p className="mt-3 text-slate-700">Nyheden findes ikke, eller den er blevet flyttet.</p>
      <Link href="/nyheder" className="btn-primary mt-8">
        Tilbage til Nyheder
      </Link>
    </div>
  );
}
