// A throwaway copy of the content folders the events loader reads, so a test can edit an event's MDX as a volunteer would.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export type EventContent = {
  root: string;
  edit: (slug: string, change: (text: string) => string) => void;
  write: (slug: string, text: string) => void;
  remove: () => void;
};

export function copyEventContent(): EventContent {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'events-content-'));
  for (const folder of ['events', 'candidates', 'policy-areas'])
    fs.cpSync(path.join(process.cwd(), 'content', folder), path.join(root, folder), {
      recursive: true,
    });
  const file = (slug: string) => path.join(root, 'events', `${slug}.mdx`);
  return {
    root,
    edit: (slug, change) =>
      fs.writeFileSync(file(slug), change(fs.readFileSync(file(slug), 'utf8'))),
    write: (slug, text) => fs.writeFileSync(file(slug), text),
    remove: () => fs.rmSync(root, { recursive: true, force: true }),
  };
}
