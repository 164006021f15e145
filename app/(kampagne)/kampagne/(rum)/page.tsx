import type { Metadata } from 'next';
import { requireAdmin } from '@/lib/auth';
import { roomNav } from '../_components/nav';
import { PageHead } from '../_components/page-head';

export const metadata: Metadata = { title: 'Oversigt' };

export default async function RoomHome() {
  await requireAdmin();
  return (
    <>
      <PageHead
        title="Kampagnerummet"
        intro="Her ser kampagnens hold det, sitet samler ind: beskeder, tilmeldinger, afstemningen, besøg og udgående mail."
      />
      <ul className="mt-6 list-disc pl-6">
        {roomNav.slice(1).map((item) => (
          <li key={item.href}>
            <a href={item.href} className="text-brand-700 underline">
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}
