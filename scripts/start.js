#!/usr/bin/env node
// `npm start`: build what is missing or out of date, then run the one server process.
// `npm run worker` (this script with "worker"): build the server if needed, then run a process that only works the job queue.
// With "build": build what is missing or stale, and stop (before starting several processes on one build).
const { execSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const WEB_SOURCES = [
  'pages',
  'layouts',
  'components',
  'redux',
  'services',
  'lib',
  'styles',
  'public',
  'types',
  'next.config.js',
  'tsconfig.json',
  'package-lock.json',
  // antd's static stylesheet is built with the web app (npm run build:web).
  'scripts/antd-stylesheet.ts',
  'scripts/build-antd-css.ts',
];
const SERVER_SOURCES = ['server', 'lib', 'tsconfig.server.json', 'package-lock.json'];

function newestMtime(entries) {
  let newest = 0;
  const walk = (p) => {
    let stat;
    try {
      stat = fs.statSync(p);
    } catch {
      return;
    }
    if (stat.isDirectory()) for (const name of fs.readdirSync(p)) walk(path.join(p, name));
    else newest = Math.max(newest, stat.mtimeMs);
  };
  for (const entry of entries) walk(path.join(root, entry));
  return newest;
}

function mtime(file) {
  try {
    return fs.statSync(path.join(root, file)).mtimeMs;
  } catch {
    return 0;
  }
}

function build(script, marker, sources, complete = () => true) {
  const builtAt = mtime(marker);
  if (builtAt && builtAt >= newestMtime(sources) && complete()) return;
  console.log(`> ${builtAt ? 'rebuilding' : 'building'} (${script})`);
  execSync(`npm run ${script}`, { cwd: root, stdio: 'inherit' });
  fs.utimesSync(path.join(root, marker), new Date(), new Date());
}

// The build compiles the stylesheet's hashed name in: without that file the pages would be unstyled.
const hasAntdStylesheet = () => {
  try {
    return fs.readdirSync(path.join(root, 'public/antd')).some((name) => /^antd\.[0-9a-f]{16}\.css$/.test(name));
  } catch {
    return false;
  }
};

const mode = process.argv[2] || 'web';
const worker = mode === 'worker';
if (!worker) build('build:web', '.next/BUILD_ID', WEB_SOURCES, hasAntdStylesheet);
build('build:server', 'dist/server/main.js', SERVER_SOURCES);
if (mode === 'build') process.exit(0);

process.env.NODE_ENV = process.env.NODE_ENV || 'production';
process.chdir(root);
require(path.join(root, worker ? 'dist/server/worker.js' : 'dist/server/main.js'));
