// Every collection and one-of-a-kind file in content/, in the order the content check reports them: `npm run
// content:check` runs this list. Their editor entries (<name>.editor.ts) are listed in editor-registry.ts.
import { candidates } from './candidates';
import { cases } from './cases';
import type { Collection, Singleton } from './define';
import { demos } from './demos';
import { englishPages } from './english';
import { events } from './events';
import { kpis } from './kpis';
import { mailTexts } from './mail';
import { news } from './news';
import { newsletters } from './newsletters';
import { pages } from './pages';
import { playbooks } from './playbooks';
import { policies } from './policies';
import { policyAreas } from './policy-areas';
import { aiGovernance, homeSections, kpiHeadline, visionSections } from './sections';
import { siteFile } from './site-file';
import { themes } from './themes';

type Definition = Collection<{ slug: string; file: string }> | Singleton<unknown>;

export const contentRegistry: Definition[] = [
  siteFile,
  policyAreas,
  themes,
  policies,
  pages,
  kpis,
  cases,
  playbooks,
  candidates,
  demos,
  mailTexts,
  homeSections,
  visionSections,
  aiGovernance,
  kpiHeadline,
  news,
  events,
  englishPages,
  newsletters,
];
