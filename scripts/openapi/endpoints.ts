// Writes .openapi/service-endpoints.ts: one line per endpoint the web's services name ('POST /auth/login', found as
// tests/api/contract.test.ts finds them), which type-checks only when the API document has that operation.
import fs from 'node:fs';
import path from 'node:path';

const SERVICES = path.resolve(__dirname, '../../services');
const OUT = path.resolve(__dirname, '../../.openapi/service-endpoints.ts');
const ENDPOINT = /'((?:GET|POST|PUT|PATCH|DELETE) \/[^']*)'/g;

const lines = fs
  .readdirSync(SERVICES)
  .filter((file) => file.endsWith('.ts'))
  .sort()
  .flatMap((file) => {
    const code = fs.readFileSync(path.join(SERVICES, file), 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
    const endpoints = [...new Set([...code.matchAll(ENDPOINT)].map((match) => match[1]))];
    return endpoints.map(
      (endpoint) => `// services/${file}\nexport const _${file.replace(/\W/g, '_')}_${endpoint.replace(/\W/g, '_')}: Documented<'${endpoint}'> = true;`,
    );
  });
if (lines.length < 40) throw new Error(`only ${lines.length} endpoints found in services/: is the pattern still right?`);

fs.mkdirSync(path.dirname(OUT), { recursive: true });
fs.writeFileSync(OUT, [`import type { Documented } from '../scripts/openapi/documented';`, '', ...lines, ''].join('\n'));
console.log(`${lines.length} endpoints of the services checked against the API document`);
