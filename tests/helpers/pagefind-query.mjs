// Runs Pagefind's own browser bundle (pagefind.js + wasm) in plain Node against a built index, so tests search the
// real index. Usage: node pagefind-query.mjs <bundle dir> '<JSON array of queries>' → JSON results on stdout.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const [bundleDir, queriesJson] = process.argv.slice(2);
const server = http.createServer((req, res) => {
  const file = path.join(
    bundleDir,
    decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname).replace(/^\/pagefind\//, ''),
  );
  if (!file.startsWith(bundleDir) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200).end(fs.readFileSync(file));
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;

const pagefind = await import(pathToFileURL(path.join(bundleDir, 'pagefind.js')).href);
await pagefind.options({ basePath: `${origin}/pagefind/`, baseUrl: '/' });
const out = [];
for (const query of JSON.parse(queriesJson)) {
  try {
    const search = await pagefind.search(query);
    const results = await Promise.all((search?.results ?? []).map((r) => r.data()));
    out.push({
      query,
      results: results.map((d) => ({
        url: d.url,
        title: d.meta.title,
        type: d.meta.type,
        excerpt: d.excerpt,
      })),
    });
  } catch (error) {
    out.push({ query, error: String(error) });
  }
}
await pagefind.destroy();
server.close();
process.stdout.write(JSON.stringify(out));
