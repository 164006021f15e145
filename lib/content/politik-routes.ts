// Every page under /politik plus /privatliv, for the sitemap.
import { getPolicies, policyPath } from './policies';
import { getPolicyAreas } from './policy-areas';
import { getThemes } from './themes';

export function politikRoutes(): string[] {
  return [
    '/politik',
    ...getPolicyAreas().map((area) => `/politik/${area.slug}`),
    ...getThemes().map((theme) => `/politik/${theme.slug}`),
    ...getPolicies().map(policyPath),
    '/privatliv',
  ];
}
