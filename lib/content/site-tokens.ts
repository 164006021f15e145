// Fills a page's {email}, {phone}, {party} and {municipality} from content/site.json at render time.
import { site } from '@/lib/site';
import { fillTokens, type PageToken } from './pages';

const values: Record<PageToken, string> = { email: site.email, phone: site.phone, party: site.partyName, municipality: site.municipality };

export const fillSiteTokens = (text: string) => fillTokens(text, values);
