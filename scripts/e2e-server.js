#!/usr/bin/env node
// The server the end-to-end suite starts: `npm start` on a fresh data folder, so every run begins from the demo seed.
const fs = require('node:fs');
const path = require('node:path');

const dataDir = path.resolve(process.env.DATA_DIR || '.e2e-data');
if (!dataDir.startsWith(path.resolve(__dirname, '..'))) throw new Error(`refusing to wipe ${dataDir}: outside the project`);
fs.rmSync(dataDir, { recursive: true, force: true });
require('./start.js');
