const fs = require('node:fs');
const path = require('node:path');
const { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } = require('next/constants');

// antd's CSS is two static files built before Next (`npm run build:antd-css`, scripts/antd-stylesheet.ts):
// public/antd/antd-base.<content hash>.css (every page) and antd.<content hash>.css (the parts that render antd
// components). Their addresses are compiled into pages/_document.tsx and components/common/antd-scope.tsx
// through `env`.
const ANTD_DIR = 'antd';
const ANTD_FILES = { ANTD_BASE_STYLESHEET: /^antd-base\.[0-9a-f]{16}\.css$/, ANTD_STYLESHEET: /^antd\.[0-9a-f]{16}\.css$/ };

function antdStylesheetHrefs(phase) {
  const dir = path.join(__dirname, 'public', ANTD_DIR);
  const names = fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  const hrefs = {};
  for (const [key, pattern] of Object.entries(ANTD_FILES)) {
    const files = names.filter((name) => pattern.test(name));
    if (files.length === 1) hrefs[key] = `/${ANTD_DIR}/${files[0]}`;
    else if (phase === PHASE_PRODUCTION_BUILD || phase === PHASE_DEVELOPMENT_SERVER) {
      throw new Error(
        `expected one ${pattern} stylesheet in public/${ANTD_DIR}/, found ${files.length}: run \`npm run build:antd-css\` ` +
          '(`npm run build:web` and `npm run dev` do it first)',
      );
    } else hrefs[key] = '';
  }
  return hrefs;
}

/** @type {(phase: string) => import('next').NextConfig} */
module.exports = (phase) => ({
  reactStrictMode: true,
  poweredByHeader: false,
  // `npm run typecheck` checks the whole tree (CI runs it before any build); the build checking it again cost CI
  // 24 s per build and every first `npm start` as long.
  typescript: { ignoreBuildErrors: true },
  env: antdStylesheetHrefs(phase),
  async headers() {
    // The name changes with the content, so browsers and CDNs may keep it for good.
    return [{ source: `/${ANTD_DIR}/:file*`, headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] }];
  },
});
