/**
 * @jest-environment node
 */
// Every link goes through components/common/link.tsx, which decides how the site prefetches pages.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');
const OWNER = path.join('components', 'common', 'link.tsx');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(rel);
    return /\.(tsx?|jsx?)$/.test(entry.name) ? [rel] : [];
  });
}

test("no file but the site's link imports next/link", () => {
  const importers = ['pages', 'components', 'layouts', 'lib']
    .flatMap(sourceFiles)
    .filter((file) => /from\s+['"]next\/link['"]/.test(fs.readFileSync(path.join(root, file), 'utf8')));
  expect(importers).toEqual([OWNER]);
});
