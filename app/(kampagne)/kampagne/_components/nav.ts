import { roomLists } from '@/lib/room/lists';

/** The room's pages, in menu order; lists come from the list registry. */
export const roomNav = [
  { href: '/kampagne', label: 'Oversigt' },
  { href: '/kampagne/indbakke', label: 'Indbakke' },
  { href: '/kampagne/vagtplan', label: 'Vagtplan' },
  ...roomLists.map((l) => ({ href: `/kampagne/${l.slug}`, label: l.navLabel })),
  { href: '/kampagne/afstemning', label: 'Afstemning' },
  { href: '/kampagne/besoeg', label: 'Besøg' },
  { href: '/kampagne/udgaaende-mail', label: 'Udgående mail' },
  { href: '/kampagne/udsendelser', label: 'Udsendelser' },
  { href: '/kampagne/valgaften', label: 'Valgaften' },
  { href: '/kampagne/slet', label: 'Slet en person' },
  { href: '/kampagne/revisionslog', label: 'Revisionslog' },
];
