export function PageHead({ title, intro }: { title: string; intro?: string }) {
  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{title}</h1>
      {intro && <p className="mt-2 max-w-2xl text-slate-700">{intro}</p>}
    </>
  );
}

/** A status line after a form POST came back (role=status, so screen readers hear it). */
export function Notice({
  children,
  tone = 'ok',
}: {
  children: React.ReactNode;
  tone?: 'ok' | 'error';
}) {
  return (
    <p
      role="status"
      className={`mt-4 rounded-md border px-3 py-2 ${tone === 'ok' ? 'border-brand-700 bg-brand-50 text-ink' : 'border-red-700 bg-red-50 text-red-900'}`}
    >
      {children}
    </p>
  );
}
