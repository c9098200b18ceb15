import { importsOf, resolveImport, sourceFiles, WEB_DIRS } from '../helpers/source-files';

/** Server files the web app imports (type-only), and every file those import in turn. */
function serverFilesReachedFromWeb(): Map<string, string[]> {
  const reached = new Map<string, string[]>();
  const queue = sourceFiles(WEB_DIRS).flatMap((file) =>
    importsOf(file)
      .map(({ from }) => resolveImport(file, from))
      .filter((target): target is string => target !== null && target.startsWith('server/')),
  );
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (reached.has(file)) continue;
    const specifiers = importsOf(file).map(({ from }) => from);
    reached.set(file, specifiers);
    for (const from of specifiers) {
      const target = resolveImport(file, from);
      if (target) queue.push(target);
    }
  }
  return reached;
}

describe('the web app takes its API types from the server schemas, type-only', () => {
  it('imports server files with `import type` only (erased: no server code in the bundle)', () => {
    const valueImports = sourceFiles(WEB_DIRS).flatMap((file) =>
      importsOf(file)
        .filter(({ from, typeOnly }) => !typeOnly && resolveImport(file, from)?.startsWith('server/'))
        .map(({ from }) => `${file} -> ${from}`),
    );
    expect(valueImports).toEqual([]);
  });

  it('reaches only TypeBox schema files on the server, which import nothing but TypeBox and each other', () => {
    const reached = serverFilesReachedFromWeb();
    expect(reached.size).toBeGreaterThan(10);
    const notSchemaOnly = [...reached].flatMap(([file, specifiers]) =>
      specifiers.filter((from) => !from.startsWith('.') && from !== '@sinclair/typebox').map((from) => `${file} imports ${from}`),
    );
    expect(notSchemaOnly).toEqual([]);
  });
});
