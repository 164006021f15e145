import { Logo } from './logo';
import { MainNav } from './main-nav';
import { SearchLink } from '@/components/search/search-link';

// On a phone the search button and the menu button share a box of their fixed width (44 + 16 + 44 px), so the search
// button stands where it ends up even when the browser paints before it has parsed the menu (seen as a 0.001 layout
// shift of the search button at 375 px, once in about 30 loads on a busy machine).
export function SiteHeader() {
  return (
    <header className="sticky top-0 z-50 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="container-page relative flex h-16 items-center justify-between gap-4">
        <Logo />
        <div className="ml-auto flex w-[104px] items-center justify-between md:w-auto md:justify-start md:gap-4">
          <SearchLink />
          <MainNav />
        </div>
      </div>
    </header>
  );
}
