import Link from 'next/link';

export default function CaseNotFound() {
  return (
    <div className="container-page py-24 text-center">
      <h1 className="text-3xl font-bold text-ink">Case ikke fundet</h1>
      <p className="mt-3 text-slate-700">Casen findes ikke, eller den er blevet flyttet.</p>
      <Link href="/cases" className="btn-primary mt-8">
        Tilbage til Cases
      </Link>
    </div>
  );
}
