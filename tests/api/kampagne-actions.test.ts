// Server actions of Kampagnerummet are POST endpoints too (any page answers a Next-Action request), so each exported
// action must ask for the session before anything else, as the pages and handlers do. Read from the file system, so a
// new 'use server' file in the room is in here the moment it exists.
import fs from 'node:fs';
import path from 'node:path';

const ROOM = path.join(process.cwd(), 'app', '(kampagne)');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const actionFiles = sourceFiles(ROOM).filter((file) =>
  /^\s*(\/\/[^\n]*\n\s*)*['"]use server['"]/.test(fs.readFileSync(file, 'utf8')),
);

/** Each exported function's name and its first statement. */
function exportedActions(file: string) {
  const source = fs.readFileSync(file, 'utf8');
  return [...source.matchAll(/export\s+async\s+function\s+(\w+)\s*\(/g)].map((match) => {
    // The body starts at the first '{' after the parameter list's closing ')' at depth 0.
    let i = match.index + match[0].length;
    for (let depth = 1; depth > 0; i++) depth += { '(': 1, ')': -1 }[source[i]!] ?? 0;
    const body = source.indexOf('{', i);
    const first = source
      .slice(body + 1)
      .trimStart()
      .split(';')[0]!;
    return [match[1]!, first] as const;
  });
}

test('the room has server actions, and no file exports anything but async functions and types', () => {
  const names = actionFiles.map((f) => path.relative(ROOM, f));
  expect(names).toEqual(
    expect.arrayContaining([
      path.join('kampagne', '(rum)', 'slet', 'actions.ts'),
      path.join('kampagne', '(rum)', 'udsendelser', 'actions.ts'),
    ]),
  );
  for (const file of actionFiles)
    expect(fs.readFileSync(file, 'utf8')).not.toMatch(/export\s+(const|let|var|function)\s/);
});

test.each(
  actionFiles.flatMap((file) =>
    exportedActions(file).map(([name, first]) => [path.relative(ROOM, file), name, first]),
  ),
)('%s: %s calls requireAdmin() first', (_file, _name, first) => {
  expect(first).toMatch(/^(const \w+ = )?await requireAdmin\(\)$/);
});
