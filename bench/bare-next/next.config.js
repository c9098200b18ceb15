// Built by `npm run bench` in a temporary folder whose node_modules links to the project's.
const path = require('node:path');

/** @type {import('next').NextConfig} */
module.exports = {
  poweredByHeader: false,
  // node_modules is a link out of the temporary folder: let Turbopack follow it.
  turbopack: { root: path.parse(__dirname).root },
};
