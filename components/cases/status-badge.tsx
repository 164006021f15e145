import { statusLabel } from '@/lib/content/case-status';

const tones: Record<string, string> = {
  drift: 'bg-brand-100 text-brand-800',
  pilot: 'bg-amber-100 text-amber-900',
  idé: 'bg-sky-100 text-sky-900',
};

export function StatusBadge({ status }: { status: string }) {
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${tones[status] ?? 'bg-slate-100 text-slate-800'}`}
    >
      {statusLabel(status)}
    </span>
  );
}
