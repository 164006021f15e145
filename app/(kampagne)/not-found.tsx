import Link from 'next/link';

// An unknown list or page inside the room (a root layout of its own needs its own not-found).
export default function RoomNotFound() {
  return (
    <div className="container-page py-16">
      <h1 className="text-2xl font-bold text-ink">Siden findes ikke</h1>
      <p className="mt-4">
        <Link href="/kampagne" className="font-medium text-brand-700 underline">
          Til oversigten
        </Link>
      </p>
    </div>
  );
}
