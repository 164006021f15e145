import Link from 'next/link';

export default function PlaybookNotFound() {
  return (
    <div className="container-page py-24 text-center">
      <h1 className="text-3xl font-bold text-ink">Playbook ikke fundet</h1>
      <p className="mt-3 text-slate-700">Playbooken findes ikke, eller den er blevet flyttet.</p>
      <Link href="/ai" className="btn-primary mt-8">
        Tilbage til AI Innovation
      </Link>
    </div>
  );
}
