import type { Metadata } from 'next';
import { requireAdmin } from '@/lib/auth';
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
        intro="Slet alt, sitet har gemt om en emailadresse: beskeder, nyhedsbrevstilmelding, mails i udbakken og en eventuel konto i kampagnerummet. Er det et medlem af holdet, bliver linjerne i revisionsloggen stående med et pseudonym i stedet for adressen. Du ser først, hvad der sker."
      />
      {slettet && <Notice>Slettet: {slettet}.</Notice>}
      {fejl && <Notice tone="error">Intet er slettet. Bekræft sletningen for at fortsætte.</Notice>}
      <ForgetFinder />
    </>
  );
}
