// `npm run content:check`: prints each content problem as `content/<path>: <field>: <problem>` and exits 1 if any.
import { checkContent } from '../lib/content/check';
import { formatIssue } from '../lib/content/issues';

const issues = checkContent(process.argv[2]);
if (issues.length === 0) {
  console.log('Indholdet er i orden ✓');
} else {
  console.error(`Fandt ${issues.length} ${issues.length === 1 ? 'fejl' : 'fejl'} i indholdet:\n`);
  for (const issue of issues) console.error(formatIssue(issue));
  console.error('\nRet linjerne ovenfor og kør `npm run content:check` igen.');
  process.exitCode = 1;
}
