import Link from '@/components/ui/link';
import { Search } from 'lucide-react';
import { StaticIcon } from '@/components/ui/static-icon';

// Plain links without prefetch: they cost no JavaScript, and the search code loads only once /soeg is opened.

/** The header's search button, beside (not inside) the eight-item main navigation. */
export function SearchLink({ className = '' }: { className?: string }) {
  return (
    <Link
      href="/soeg"
      prefetch={false}
      aria-label="Søg"
      title="Søg"
      className={`inline-flex h-11 w-11 items-center justify-center rounded-md text-ink hover:bg-slate-100 print:hidden ${className}`}
    >
      <StaticIcon icon={Search} aria-hidden="true" className="h-5 w-5" />
    </Link>
  );
}

/** The same entry as the last item of the mobile menu; onNavigate closes the menu. */
export function SearchMenuItem({ onNavigate }: { onNavigate: () => void }) {
  return (
    <li className="border-t border-slate-200 pt-1 md:hidden">
      <Link
        href="/soeg"
        prefetch={false}
        onClick={onNavigate}
        className="flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-ink"
      >
        <StaticIcon icon={Search} aria-hidden="true" className="h-4 w-4" />
        Søg
      </Link>
    </li>
  );
}
