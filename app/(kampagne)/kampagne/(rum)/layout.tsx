import { requireAdmin } from '@/lib/auth';
import { roomNav } from '../_components/nav';

// Signed-in pages: the menu and who is signed in. Each page calls requireAdmin() itself as well (layouts are not
// re-run on every navigation), so no page depends on this one.
export default async function RoomLayout({ children }: { children: React.ReactNode }) {
  const admin = await requireAdmin();
  return (
    <div className="container-page py-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-700">
          Logget ind som <strong>{admin.email}</strong>
        </p>
        <form method="post" action="/api/kampagne/log-ud">
          <button
            type="submit"
            className="rounded-md border border-slate-400 px-3 py-1 text-sm font-semibold text-ink hover:bg-slate-100"
          >
            Log ud
          </button>
        </form>
      </div>
      <nav aria-label="Kampagnerummet" className="mt-4">
        <ul className="flex flex-wrap gap-x-4 gap-y-2">
          {roomNav.map((item) => (
            <li key={item.href}>
              <a href={item.href} className="font-semibold text-brand-700 underline">
                {item.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-8">{children}</div>
    </div>
  );
}
