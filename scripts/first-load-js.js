#!/usr/bin/env node
// First-load JS per route of the last production build (`next build`), gzip-compressed.
//
// Next 16 no longer prints route sizes, so this sums them the way the old "First Load JS" column did:
// the page's own scripts + _app's scripts (which carry the framework: react-dom, the Next client
// runtime) + the Turbopack runtime, deduplicated, each file gzip-compressed on its own (level 9,
// like the `gzip-size` package Next used). It reads `.next/build-manifest.json`, whose `pages` map
// lists, per route, exactly the <script> tags (and CSS files, which are skipped here) that the
// server-rendered HTML carries, plus `lowPriorityFiles` (_buildManifest.js, _ssgManifest.js,
// _clientMiddlewareManifest.js: tiny, but also `defer` scripts of every page). Chunks loaded later
// (next/dynamic, import()) are not counted: they are not needed before the page is interactive.
//
// Usage: node scripts/first-load-js.js [--json] [--dir .next]
//   default: a table per route (kB = 1000 bytes, KiB = 1024 bytes) with the shared part and a summary
//   --json:  [{ "route": "/home", "gzipBytes": 123456 }, ...] on stdout
// Exit code 1 when there is no build.
//
// Budget check: node scripts/first-load-js.js --check [budgets.json]   (default scripts/page-budgets.json)
//   exits 1, naming each one, when the shared part or a route's first load is above its budget in that file
//   (kB gzip: `firstLoadJsKb.shared`, `firstLoadJsKb.routes[route]`, else `firstLoadJsKb.everyRoute`).
//
// Check against a running server: node scripts/first-load-js.js --url http://localhost:3000 [--cookie 'token=…'] /home /videos/x …
//   fetches each path's HTML and sums every <script src> in it (deduplicated, same gzip sizing, files read
//   from the build). This also counts what the manifest cannot know: chunks of next/dynamic components that
//   the server rendered into that page (Next adds them as scripts), e.g. a signed-in user's header part.
//   Same table / --json output, keyed by path.
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');

function parseArgs(argv) {
  const args = { json: false, dir: path.resolve(__dirname, '..', '.next'), url: null, cookie: null, paths: [], check: null };
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--json') args.json = true;
    else if (argv[i] === '--dir') args.dir = path.resolve(argv[(i += 1)]);
    else if (argv[i] === '--url') args.url = argv[(i += 1)].replace(/\/$/, '');
    else if (argv[i] === '--cookie') args.cookie = argv[(i += 1)];
    else if (argv[i] === '--check') args.check = argv[i + 1]?.endsWith('.json') ? path.resolve(argv[(i += 1)]) : DEFAULT_BUDGETS;
    else if (args.url && argv[i].startsWith('/')) args.paths.push(argv[i]);
    else if (argv[i] === '--help' || argv[i] === '-h') {
      console.log('usage: node scripts/first-load-js.js [--json] [--dir .next] [--check [budgets.json]] [--url http://host:port [--cookie c] /path ...]');
      process.exit(0);
    } else {
      console.error(`unknown argument: ${argv[i]}`);
      process.exit(2);
    }
  }
  return args;
}

const DEFAULT_BUDGETS = path.join(__dirname, 'page-budgets.json');

/** What is over budget in a build's measure (`measure()`), one sentence each; none when all fit. */
function overBudget(result, budgets) {
  const { shared, everyRoute, routes = {} } = budgets.firstLoadJsKb;
  const kb = (n) => (n / 1000).toFixed(1);
  const over = [];
  if (result.shared.gzipBytes > shared * 1000) over.push(`shared by all: ${kb(result.shared.gzipBytes)} kB > ${shared} kB`);
  for (const r of result.routes) {
    const budget = routes[r.route] ?? everyRoute;
    if (r.gzipBytes > budget * 1000) over.push(`${r.route}: ${kb(r.gzipBytes)} kB > ${budget} kB`);
  }
  return over;
}

const sizeCache = new Map();
function gzipSize(distDir, file) {
  if (!sizeCache.has(file)) {
    const buf = fs.readFileSync(path.join(distDir, file));
    sizeCache.set(file, { raw: buf.length, gzip: zlib.gzipSync(buf, { level: 9 }).length });
  }
  return sizeCache.get(file);
}

const isScript = (file) => file.endsWith('.js');

function measure(distDir) {
  const manifestPath = path.join(distDir, 'build-manifest.json');
  if (!fs.existsSync(manifestPath)) {
    throw new Error(`no ${manifestPath}: run \`next build\` (npm run build:web) first`);
  }
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
  const pages = manifest.pages || {};
  // rootMainFiles: empty for the pages router today, counted if a future Next puts the runtime there.
  // polyfillFiles are `nomodule` scripts: modern browsers skip them, so they are not counted.
  const base = [...(manifest.rootMainFiles || []), ...(manifest.lowPriorityFiles || [])];
  const appFiles = (pages['/_app'] || []).filter(isScript);
  const shared = [...new Set([...base, ...appFiles])];
  const sharedBytes = shared.reduce((sum, f) => sum + gzipSize(distDir, f).gzip, 0);

  const routes = Object.keys(pages)
    .filter((route) => route !== '/_app' && route !== '/_document')
    .sort();
  const everything = new Set();
  const measured = routes.map((route) => {
    const files = [...new Set([...shared, ...pages[route].filter(isScript)])];
    files.forEach((f) => everything.add(f));
    const own = files.filter((f) => !shared.includes(f));
    return {
      route,
      gzipBytes: files.reduce((sum, f) => sum + gzipSize(distDir, f).gzip, 0),
      pageGzipBytes: own.reduce((sum, f) => sum + gzipSize(distDir, f).gzip, 0),
      files: files.length,
    };
  });
  return {
    shared: { files: shared.length, gzipBytes: sharedBytes },
    all: { files: everything.size, gzipBytes: [...everything].reduce((sum, f) => sum + gzipSize(distDir, f).gzip, 0) },
    routes: measured,
  };
}

/** The scripts a server-rendered page really references (src of every <script> except nomodule ones). */
async function measureLive(distDir, base, cookie, paths) {
  if (paths.length === 0) throw new Error('--url needs one or more paths, e.g. /home /videos');
  const routes = [];
  const everything = new Set();
  for (const p of paths) {
    const res = await fetch(base + p, { headers: cookie ? { cookie } : {}, redirect: 'manual' });
    if (res.status !== 200) throw new Error(`${p}: HTTP ${res.status}`);
    const html = await res.text();
    const files = new Set();
    for (const tag of html.match(/<script\b[^>]*>/g) || []) {
      const src = /\ssrc="([^"]+)"/.exec(tag);
      if (!src || /\snomodule\b/.test(tag)) continue;
      const rel = decodeURIComponent(new URL(src[1], base).pathname).replace(/^\/_next\//, '');
      if (!rel.startsWith('static/')) continue;
      files.add(rel);
      everything.add(rel);
    }
    routes.push({ route: p, list: [...files] });
  }
  // "page" = what a page loads beyond the scripts every measured page loads.
  const shared = [...everything].filter((f) => routes.every((r) => r.list.includes(f)));
  const sum = (files) => files.reduce((s, f) => s + gzipSize(distDir, f).gzip, 0);
  return {
    shared: { files: shared.length, gzipBytes: sum(shared) },
    all: { files: everything.size, gzipBytes: [...everything].reduce((s, f) => s + gzipSize(distDir, f).gzip, 0) },
    routes: routes.map(({ route, list }) => ({
      route,
      gzipBytes: sum(list),
      pageGzipBytes: sum(list.filter((f) => !shared.includes(f))),
      files: list.length,
    })),
    live: true,
  };
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  if (args.check && args.url) {
    console.error('--check measures the build (its routes), not pages of a server: leave out --url');
    process.exit(2);
  }
  let result;
  try {
    result = args.url ? await measureLive(args.dir, args.url, args.cookie, args.paths) : measure(args.dir);
  } catch (err) {
    console.error(err.message);
    process.exit(1);
  }
  if (args.check) {
    const over = overBudget(result, JSON.parse(fs.readFileSync(args.check, 'utf8')));
    for (const line of over) console.error(`over budget: ${line}`);
    console.log(
      over.length
        ? `first-load JS: ${over.length} over budget (${path.relative(process.cwd(), args.check)})`
        : `first-load JS within budget: shared ${(result.shared.gzipBytes / 1000).toFixed(1)} kB, ${result.routes.length} routes (${path.relative(process.cwd(), args.check)})`,
    );
    process.exit(over.length ? 1 : 0);
  }
  if (args.json) {
    process.stdout.write(
      `${JSON.stringify(
        result.routes.map(({ route, gzipBytes }) => ({ route, gzipBytes })),
        null,
        2,
      )}\n`,
    );
    return;
  }
  const kb = (n) => (n / 1000).toFixed(1);
  const width = Math.max(5, ...result.routes.map((r) => r.route.length));
  const kib = (n) => (n / 1024).toFixed(1);
  console.log(
    result.live
      ? 'First-load JS per page as served (every <script src> in its HTML), gzip (page = beyond what all these pages load)'
      : 'First-load JS per route, gzip (page = scripts of the route beyond the shared _app/framework ones)',
  );
  console.log(`${'Route'.padEnd(width)}  ${'page kB'.padStart(8)}  ${'first load kB'.padStart(13)}  ${'KiB'.padStart(6)}  files`);
  for (const r of result.routes) {
    console.log(
      `${r.route.padEnd(width)}  ${kb(r.pageGzipBytes).padStart(8)}  ${kb(r.gzipBytes).padStart(13)}  ${kib(r.gzipBytes).padStart(6)}  ${String(r.files).padStart(5)}`,
    );
  }
  const sizes = result.routes.map((r) => r.gzipBytes);
  console.log(`${'-'.repeat(width + 46)}`);
  console.log(
    result.live
      ? `loaded by every page measured: ${kb(result.shared.gzipBytes)} kB gzip in ${result.shared.files} files`
      : `shared by all (_app + framework + runtime + manifests): ${kb(result.shared.gzipBytes)} kB gzip in ${result.shared.files} files`,
  );
  console.log(`first load: min ${kb(Math.min(...sizes))} kB, max ${kb(Math.max(...sizes))} kB gzip over ${sizes.length} routes`);
  console.log(`all routes' first-load scripts together (deduplicated): ${kb(result.all.gzipBytes)} kB gzip in ${result.all.files} files`);
}

void main();
