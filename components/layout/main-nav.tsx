'use client';

import Link from '@/components/ui/link';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { CloseIcon, MenuIcon } from './menu-icons';
import { isActivePath, mainNav } from '@/lib/nav';
import { SearchMenuItem } from '@/components/search/search-link';

export function MainNav() {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <nav aria-label="Hovedmenu" className="flex items-center">
      <button
        ref={toggleRef}
        type="button"
        className="inline-flex h-11 w-11 items-center justify-center rounded-md text-ink hover:bg-slate-100 md:hidden"
        aria-expanded={open}
        aria-controls="main-menu"
        aria-label={open ? 'Luk menu' : 'Åbn menu'}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <CloseIcon /> : <MenuIcon />}
      </button>
      <ul
        id="main-menu"
        className={`${open ? 'flex' : 'hidden'} absolute inset-x-0 top-full flex-col gap-1 border-b border-slate-200 bg-white p-4 shadow-md md:static md:flex md:flex-row md:items-center md:border-0 md:p-0 md:shadow-none`}
      >
        {mainNav.map((item) => {
          const active = isActivePath(pathname, item.href);
          return (
            <li key={item.href}>
              <Link
                href={item.href}
                prefetch={item.prefetch}
                aria-current={active ? 'page' : undefined}
                onClick={() => setOpen(false)}
                className={`block rounded-md px-3 py-2 text-sm font-medium ${
                  active
                    ? 'bg-brand-50 text-brand-800'
                    : 'text-slate-700 hover:bg-slate-100 hover:text-ink'
                }`}
              >
                {item.label}
              </Link>
            </li>
          );
        })}
        <SearchMenuItem onNavigate={() => setOpen(false)} />
      </ul>
    </nav>
  );
}
