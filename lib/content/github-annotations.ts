// Content findings as GitHub workflow commands, so a pull request shows each one on its line.
import type { ContentIssue } from './issues';

// GitHub's workflow-command rules: the message escapes % \r \n; property values also escape : and ,.
const escapeData = (value: string) => value.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const escapeProperty = (value: string) => escapeData(value).replace(/:/g, '%3A').replace(/,/g, '%2C');

/** `::error file=…,line=…,col=…,title=…::message`; line and col are left out when the file itself is missing. */
export function githubAnnotation(issue: ContentIssue): string {
  const properties = [
    `file=${escapeProperty(issue.file)}`,
    ...(issue.line ? [`line=${issue.line}`, `col=${issue.column ?? 1}`] : []),
    `title=${escapeProperty(`Indholdstjek: ${issue.field}`)}`,
  ];
  return `::error ${properties.join(',')}::${escapeData(`${issue.field}: ${issue.message}`)}`;
}
