import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const extensions = ['.ts', '.tsx', '.json', '/index.ts', '/index.tsx'];

/**
 * The project files reachable from `entries` through relative imports (static, re-exports and
 * dynamic `import()`), as sorted root-relative posix paths. Package imports are left out (the
 * lockfile stands for them). A relative import that resolves to no file throws, naming the
 * importer, so that nothing a render depends on can silently drop out of a cache key.
 */
export function importClosure(root: string, entries: readonly string[]): string[] {
  const found = new Set<string>();
  const queue = entries.map((e) => path.resolve(root, e));
  for (const entry of queue)
    if (!fs.existsSync(entry)) throw new Error(`import closure: no entry file ${path.relative(root, entry)}`);
  while (queue.length > 0) {
    const file = queue.pop() as string;
    const relative = path.relative(root, file).split(path.sep).join('/');
    if (found.has(relative)) continue;
    found.add(relative);
    if (file.endsWith('.json')) continue;
    const {importedFiles} = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
    for (const {fileName: specifier} of importedFiles) {
      if (!specifier.startsWith('./') && !specifier.startsWith('../')) continue;
      queue.push(resolveRelative(root, file, specifier));
    }
  }
  return [...found].sort();
}

function resolveRelative(root: string, importer: string, specifier: string): string {
  const base = path.resolve(path.dirname(importer), specifier);
  if (fs.existsSync(base) && fs.statSync(base).isFile()) return base;
  for (const ext of extensions) if (fs.existsSync(base + ext)) return base + ext;
  throw new Error(`import closure: ${path.relative(root, importer)} imports ${specifier}, which is no file`);
}
