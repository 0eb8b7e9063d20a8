// The server's import graph in figures: its folders, the cycles between sibling folders, and the imports that
// point up the layers (app → pages → features → catalogue → platform → data). Lint fails on either
// (server/eslint.config.mjs); this prints the whole picture.
//   node tools/checks/importGraph.ts [--depth N] [--with-tests]
// --depth 2 (the default) counts folders such as features/auth; --with-tests counts tests' imports too.
import fs from 'node:fs';
import path from 'node:path';

const layers = ['app', 'pages', 'features', 'catalogue', 'platform', 'data'];
const src = path.resolve(import.meta.dirname, '../../src');
const depthAt = process.argv.indexOf('--depth');
const depth = depthAt > 0 ? Number(process.argv[depthAt + 1]) : 2;
const withTests = process.argv.includes('--with-tests');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The file's folder, `depth` levels below src (a file shallower than that: its own folder). */
function folderOf(file: string): string {
  const parts = path.relative(src, file).split(path.sep).slice(0, -1);
  return parts.slice(0, depth).join('/') || '.';
}

// Runtime imports only: `import type` and `export type` vanish when compiled.
const importPattern = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/gm;
const edges = new Map<string, Set<string>>();
let upward = 0;
const upwardLines: string[] = [];
const files = sourceFiles(src).filter((file) => withTests || !/\.test\.tsx?$/.test(file));
for (const file of files) {
  const from = folderOf(file);
  for (const match of fs.readFileSync(file, 'utf8').matchAll(importPattern)) {
    const target = path.resolve(path.dirname(file), match[1] ?? match[2] ?? '');
    if (!target.startsWith(src)) continue;
    const to = folderOf(target);
    // Between sibling folders only: a folder's own files (its interfaces) and its subfolders (their
    // implementations) depend on each other by design.
    if (to !== from && path.posix.dirname(to) === path.posix.dirname(from)) (edges.get(from) ?? edges.set(from, new Set()).get(from)!).add(to);
    const fromLayer = layers.indexOf(path.relative(src, file).split(path.sep)[0] ?? '');
    const toLayer = layers.indexOf(path.relative(src, target).split(path.sep)[0] ?? '');
    if (fromLayer >= 0 && toLayer >= 0 && toLayer < fromLayer) {
      upward++;
      upwardLines.push(`  ${path.relative(src, file)} → ${path.relative(src, target)}`);
    }
  }
}

// Strongly connected components (Tarjan): each one of more than one folder is a cycle between folders.
const folders = [...new Set(files.map(folderOf))].sort();
const index = new Map<string, number>();
const low = new Map<string, number>();
const stack: string[] = [];
const onStack = new Set<string>();
const cycles: string[][] = [];
let counter = 0;
function visit(folder: string): void {
  index.set(folder, counter);
  low.set(folder, counter++);
  stack.push(folder);
  onStack.add(folder);
  for (const next of edges.get(folder) ?? []) {
    if (!index.has(next)) {
      visit(next);
      low.set(folder, Math.min(low.get(folder)!, low.get(next)!));
    } else if (onStack.has(next)) low.set(folder, Math.min(low.get(folder)!, index.get(next)!));
  }
  if (low.get(folder) === index.get(folder)) {
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== folder);
    if (component.length > 1) cycles.push(component.sort());
  }
}
for (const folder of folders) if (!index.has(folder)) visit(folder);

process.stdout.write(`folders (depth ${depth}): ${folders.length}\n`);
process.stdout.write(`folders in a cycle: ${cycles.reduce((sum, cycle) => sum + cycle.length, 0)} (${cycles.length} cycle${cycles.length === 1 ? '' : 's'})\n`);
for (const cycle of cycles) process.stdout.write(`  ${cycle.join(', ')}\n`);
process.stdout.write(`imports up the layers: ${upward}\n${upwardLines.join('\n')}${upwardLines.length ? '\n' : ''}`);
process.exit(cycles.length > 0 || upward > 0 ? 1 : 0);
