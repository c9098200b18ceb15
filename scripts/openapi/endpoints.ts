// Writes .openapi/service-endpoints.ts, which type-checks only when the API document agrees with the web's services:
// - every endpoint a service names ('POST /auth/login', found as tests/api/contract.test.ts finds them) is an
//   operation of the document;
// - where a service says what a call answers (`getOne<VideoDetail>(to(VIDEO, …))`, `getList<Video>(…)`,
//   `send<T>(…)`), the document's 200 answer fits that type.
import fs from 'node:fs';
import path from 'node:path';

const SERVICES = path.resolve(__dirname, '../../services');
const OUT = path.resolve(__dirname, '../../.openapi/service-endpoints.ts');
const ENDPOINT = /'((?:GET|POST|PUT|PATCH|DELETE) \/[^']*)'/g;
const NAMED_ENDPOINT = /\bconst ([A-Z][A-Z0-9_]*) = ('(?:GET|POST|PUT|PATCH|DELETE) \/[^']*');/g;
const TYPE_IMPORT = /^import type \{([^}]+)\} from '([^']+)';$/gm;
const TYPED_CALL = /\b(getList|getOne|send)<(.+?)>\(\s*to\(\s*([A-Z][A-Z0-9_]*)\b/g;

const GLOBAL_TYPES = new Set(['Array', 'Record', 'Partial', 'Pick', 'Omit']);

const uncommented = (code: string) => code.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');

function checksOf(file: string): { imports: string[]; lines: string[] } {
  const code = uncommented(fs.readFileSync(path.join(SERVICES, file), 'utf8'));
  const prefix = file.replace(/\.ts$/, '').replace(/\W/g, '_');
  const endpoints = [...new Set([...code.matchAll(ENDPOINT)].map((match) => match[1]))];
  const lines = endpoints.map((endpoint) => `export const ${prefix}__${endpoint.replace(/\W/g, '_')}: Documented<'${endpoint}'> = true;`);

  // The service's own type names, imported here under names of its own (two services may import the same name).
  const aliases = new Map<string, string>();
  const imports = [...code.matchAll(TYPE_IMPORT)].map(([, names, from]) => {
    const list = names
      .split(',')
      .map((name) =>
        name
          .trim()
          .split(/\s+as\s+/)
          .pop()!,
      )
      .filter(Boolean);
    for (const name of list) aliases.set(name, `${prefix}__${name}`);
    const module = from.startsWith('./') ? `../services/${from.slice(2)}` : from;
    return `import type { ${list.map((name) => `${name} as ${prefix}__${name}`).join(', ')} } from '${module}';`;
  });
  const named = new Map([...code.matchAll(NAMED_ENDPOINT)].map(([, name, endpoint]) => [name, endpoint]));
  const seen = new Set<string>();
  for (const [, helper, type, name] of code.matchAll(TYPED_CALL)) {
    const endpoint = named.get(name);
    // A type the service declares itself (not imported) is not checked.
    const names = type.match(/\b[A-Z]\w*\b/g) ?? [];
    if (!endpoint || !names.every((word) => aliases.has(word) || GLOBAL_TYPES.has(word))) continue;
    const localType = type.replace(/\b[A-Z]\w*\b/g, (word) => aliases.get(word) ?? word);
    const check = `Answers<${endpoint}, '${helper === 'getList' ? 'list' : 'one'}', ${localType}>`;
    if (seen.has(check)) continue;
    seen.add(check);
    lines.push(`export const ${prefix}__answer_${seen.size}: ${check} = true;`);
  }
  return { imports, lines: lines.map((line) => `// services/${file}\n${line}`) };
}

const checks = fs
  .readdirSync(SERVICES)
  .filter((file) => file.endsWith('.ts'))
  .sort()
  .map(checksOf);
const lines = checks.flatMap((c) => c.lines);
if (lines.length < 40) throw new Error(`only ${lines.length} endpoints found in services/: is the pattern still right?`);

fs.mkdirSync(path.dirname(OUT), { recursive: true });
fs.writeFileSync(
  OUT,
  [`import type { Answers, Documented } from '../scripts/openapi/documented';`, ...checks.flatMap((c) => c.imports), '', ...lines, ''].join('\n'),
);
console.log(
  `${lines.filter((line) => line.includes(': Documented<')).length} endpoints and ${lines.filter((line) => line.includes(': Answers<')).length} typed answers of the services checked against the API document`,
);
