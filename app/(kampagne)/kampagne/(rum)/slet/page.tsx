import type { Metadata } from 'next';
import { requireAdmin } from '@/lib/auth';
import { TEAM_MEMBER_NOT_FORGOTTEN } from '@/lib/room/forget-text';
import { Notice, PageHead } from '../../_components/page-head';
import { ForgetFinder } from './forget-finder';

export const metadata: Metadata = { title: 'Slet en person' };

// Only the outcome of a deletion comes back in the URL (counts, never the address): the search is a POST.
type Props = { searchParams: Promise<{ slettet?: string; fejl?: string }> };

export default async function ForgetPage({ searchParams }: Props) {
  await requireAdmin();
  const { slettet, fejl } = await searchParams;
  return (
    <>
      <PageHead
        title="Slet en person"
        intro="Slet alt, sitet har gemt om en emailadresse: beskeder, nyhedsbrevstilmelding, mails i udbakken og en eventuel konto i kampagnerummet. Linjerne i revisionsloggen bliver stående med adressen i 13 måneder, og et medlem af holdet kan ikke slettes herfra. Du ser først, hvad der sker."
      />
      {slettet && <Notice>Slettet: {slettet}.</Notice>}
      {fejl === 'hold' && (
        <Notice tone="error">Intet er slettet. {TEAM_MEMBER_NOT_FORGOTTEN}</Notice>
      )}
      {fejl && fejl !== 'hold' && (
        <Notice tone="error">Intet er slettet. Bekræft sletningen for at fortsætte.</Notice>
      )}
      <ForgetFinder />
    </>
  );
}
