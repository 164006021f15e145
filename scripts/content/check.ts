// `npm run content:check [-- <content-folder>] [--format text|github]`: prints each content problem and exits 1 if any.
// text: `content/<path>:<line>:<column>: <field>: <problem>`; github: `::error …` lines that annotate a pull request.
import { parseArgs } from 'node:util';
import { checkContent } from '../../lib/content/check';
import { formatIssue } from '../../lib/content/issues';
import { githubAnnotation } from '../../lib/content/github-annotations';

const { values, positionals } = parseArgs({ options: { format: { type: 'string', default: 'text' } }, allowPositionals: true });
if (values.format !== 'text' && values.format !== 'github') {
  console.error(`Ukendt --format "${values.format}" – brug text eller github`);
  process.exit(2);
}

const issues = checkContent(positionals[0]);
if (issues.length === 0) {
  console.log('Indholdet er i orden ✓');
} else if (values.format === 'github') {
  // Workflow commands are read from stdout.
  for (const issue of issues) console.log(githubAnnotation(issue));
  console.error(`Fandt ${issues.length} fejl i indholdet – se markeringerne i pull requesten.`);
  process.exitCode = 1;
} else {
  console.error(`Fandt ${issues.length} fejl i indholdet:\n`);
  for (const issue of issues) console.error(formatIssue(issue));
  console.error('\nRet linjerne ovenfor og kør `npm run content:check` igen.');
  process.exitCode = 1;
}
