// Fills a page's {email}, {phone}, {party}, {municipality} and {listebogstav} from content/site.json at render time.
import { site } from '@/lib/site';
import { fillTokens, type PageToken } from './pages';

const values: Record<PageToken, string> = { email: site.email, phone: site.phone, party: site.partyName, municipality: site.municipality, listebogstav: site.election.listLetter };

export const fillSiteTokens = (text: string) => fillTokens(text, values);
