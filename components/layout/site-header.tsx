import { Logo } from './logo';
import { MainNav } from './main-nav';
import { SearchLink } from '@/components/search/search-link';

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-50 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="container-page relative flex h-16 items-center justify-between gap-4">
        <Logo />
        <SearchLink className="ml-auto" />
        <MainNav />
      </div>
    </header>
  );
}
