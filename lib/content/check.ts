// Every content check in one list: `npm run content:check` and the build run them all.
import fs from 'node:fs';
import path from 'node:path';
import { siteSchema } from '@/lib/site-schema';
import { checkCandidates } from './candidates';
import { checkCases } from './cases';
import { contentRoot } from './collection';
import { checkKpis, kpiKeysIn } from './kpis';
import { checkDemos } from './demos';
import { checkPlaybooks } from './playbooks';
import { validate, type ContentIssue } from './issues';
import { checkPages } from './pages';
import { checkPolicies } from './policies';
import { checkPolicyAreas } from './policy-areas';
import { checkThemes } from './themes';

function checkSite(root: string): ContentIssue[] {
  const file = 'content/site.json';
  try {
    return validate(siteSchema, JSON.parse(fs.readFileSync(path.join(root, 'site.json'), 'utf8')), file).issues;
  } catch (error) {
    return [{ file, field: '(filen)', message: `Filen kan ikke læses som JSON (${error instanceof Error ? error.message : error})` }];
  }
}

/** Each check gets the content folder and returns its problems; add a collection's check here. */
const contentChecks: Array<(root: string) => ContentIssue[]> = [
  checkSite,
  checkPolicyAreas,
  checkThemes,
  checkPolicies,
  checkPages,
  checkKpis,
  (root) => checkCases(root, kpiKeysIn(root)),
  checkPlaybooks,
  checkCandidates,
  checkDemos,
];

export function checkContent(root = contentRoot()): ContentIssue[] {
  return contentChecks.flatMap((check) => check(root));
}
