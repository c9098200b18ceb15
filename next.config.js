const fs = require('node:fs');
const path = require('node:path');
const { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } = require('next/constants');

// antd's CSS is a static file built before Next (`npm run build:antd-css`, scripts/antd-stylesheet.ts):
// public/antd/antd.<content hash>.css. Its address is compiled into pages/_document.tsx through `env`.
const ANTD_DIR = 'antd';
const ANTD_FILE = /^antd\.[0-9a-f]{16}\.css$/;

function antdStylesheetHref(phase) {
  const dir = path.join(__dirname, 'public', ANTD_DIR);
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => ANTD_FILE.test(name)) : [];
  if (files.length === 1) return `/${ANTD_DIR}/${files[0]}`;
  if (phase === PHASE_PRODUCTION_BUILD || phase === PHASE_DEVELOPMENT_SERVER) {
    throw new Error(
      `expected one antd stylesheet in public/${ANTD_DIR}/, found ${files.length}: run \`npm run build:antd-css\` ` +
        '(`npm run build:web` and `npm run dev` do it first)',
    );
  }
  return '';
}

/** @type {(phase: string) => import('next').NextConfig} */
module.exports = (phase) => ({
  reactStrictMode: true,
  poweredByHeader: false,
  env: { ANTD_STYLESHEET: antdStylesheetHref(phase) },
  async headers() {
    // The name changes with the content, so browsers and CDNs may keep it for good.
    return [{ source: `/${ANTD_DIR}/:file*`, headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] }];
  },
});
