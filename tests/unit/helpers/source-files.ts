import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '../../..');

/** The web app's own source folders (what the browser bundle is built from). */
export const WEB_DIRS = ['pages', 'layouts', 'components', 'redux', 'services', 'lib', 'types'];

/** Every .ts / .tsx file under the given folders of the repository, as paths relative to its root. */
export function sourceFiles(dirs: string[]): string[] {
  const walk = (dir: string): string[] =>
    fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
      const rel = path.join(dir, entry.name);
      if (entry.isDirectory()) return walk(rel);
      return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [rel] : [];
    });
  return dirs.filter((dir) => fs.existsSync(path.join(ROOT, dir))).flatMap(walk);
}

/** A file's code without its comments (so prose that mentions a name is not counted as a use). */
export function codeOf(file: string): string {
  return fs.readFileSync(path.join(ROOT, file), 'utf8').replace(/\/\*[\s\S]*?\*\/|(^|[^:'"`])\/\/.*$/gm, '$1');
}

/** The module specifiers a file imports or re-exports, each with whether the import is type-only. */
export function importsOf(file: string): Array<{ from: string; typeOnly: boolean }> {
  const found: Array<{ from: string; typeOnly: boolean }> = [];
  const code = codeOf(file);
  for (const m of code.matchAll(/^\s*(import|export)\s+(type\s+)?[^;'"]*?from\s+['"]([^'"]+)['"]/gm)) {
    found.push({ from: m[3], typeOnly: Boolean(m[2]) });
  }
  for (const m of code.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm)) found.push({ from: m[1], typeOnly: false });
  for (const m of code.matchAll(/\b(?:import|require)\(\s*['"]([^'"]+)['"]\s*\)/g)) found.push({ from: m[1], typeOnly: false });
  return found;
}

/** The repository file a relative specifier of `file` points to, or null for a package. */
export function resolveImport(file: string, from: string): string | null {
  if (!from.startsWith('.')) return null;
  const base = path.join(path.dirname(file), from);
  const candidate = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((f) => fs.existsSync(path.join(ROOT, f)));
  return candidate ?? null;
}
