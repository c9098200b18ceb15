// `npm run build:antd-css`: writes antd's static stylesheets to public/antd/ (see scripts/antd-stylesheet.ts).
// antd and cssinjs read NODE_ENV when they load, so it is set before they are required.
import path from 'node:path';

process.env.NODE_ENV ||= 'production';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- required after NODE_ENV is set (see above)
const { writeAntdStylesheets } = require('./antd-stylesheet') as typeof import('./antd-stylesheet');

writeAntdStylesheets(path.resolve(__dirname, '..'));
