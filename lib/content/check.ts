// Every content check in one list: `npm run content:check` and the build run them all.
import fs from 'node:fs';
import path from 'node:path';
import { siteSchema } from '@/lib/site-schema';
import { checkCandidates } from './candidates';
import { checkCases } from './cases';
import { contentRoot } from './collection';
import { checkKpis, kpiKeysIn } from './kpis';
import { checkMailTexts } from './mail';
import { checkNews } from './news';
import { checkDemos } from './demos';
import { checkEvents } from './events';
import { checkPlaybooks } from './playbooks';
import { validate, type ContentIssue } from './issues';
import { locate, syntaxErrorPosition } from './locate';
import { checkPages } from './pages';
import { checkPolicies } from './policies';
import { checkPolicyAreas } from './policy-areas';
import { checkSections } from './sections';
import { checkThemes } from './themes';
import { checkEnglish } from './english';
import { checkNewsletters } from '@/lib/newsletter/content';

function checkSite(root: string): ContentIssue[] {
  const file = 'content/site.json';
  let raw = '';
  try {
    raw = fs.readFileSync(path.join(root, 'site.json'), 'utf8');
    return validate(siteSchema, JSON.parse(raw), file).issues;
  } catch (error) {
    const position = raw ? syntaxErrorPosition(error, raw, true) : undefined;
    return [{ file, field: '(filen)', message: `Filen kan ikke læses som JSON (${error instanceof Error ? error.message : error})`, ...position }];
  }
}

/** Adds line:column to every finding in a file that exists; each file is read once. */
function locateIssues(root: string, issues: ContentIssue[]): ContentIssue[] {
  const texts = new Map<string, string | null>();
  const textOf = (file: string) => {
    if (!texts.has(file)) {
      const full = path.join(root, file.replace(/^content\//, ''));
      texts.set(file, fs.existsSync(full) && fs.statSync(full).isFile() ? fs.readFileSync(full, 'utf8') : null);
    }
    return texts.get(file) ?? null;
  };
  return issues.map((issue) => {
    if (issue.line) return issue;
    const text = textOf(issue.file);
    return text === null ? issue : { ...issue, ...locate(text, issue, issue.file.endsWith('.json')) };
  });
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
  checkMailTexts,
  checkSections,
  checkNews,
  checkEvents,
  checkEnglish,
  checkNewsletters,
];

export function checkContent(root = contentRoot()): ContentIssue[] {
  return locateIssues(root, contentChecks.flatMap((check) => check(root)));
}
