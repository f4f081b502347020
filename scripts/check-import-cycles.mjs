#!/usr/bin/env node
// Import cycles, type-only imports included: `import-x/no-cycle` leaves out `import type`, which
// runs nothing but still ties two files together, so that neither can be read, moved or split
// without the other (ADR 046). Prints each cycle and exits 1 when there is one.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..');
export const SOURCE_DIRS = ['apps/server/src', 'apps/server/test', 'apps/server/scripts', 'apps/web/src', 'apps/web/scripts', 'packages/contract/src', 'e2e', 'bench', 'scripts'];
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.mjs', '.js'];

function sourceFiles(dir) {
  const found = [];
  if (!existsSync(dir)) return found;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...sourceFiles(full));
    else if (EXTENSIONS.some((extension) => entry.name.endsWith(extension)) && !entry.name.endsWith('.d.ts')) found.push(full);
  }
  return found;
}

/** The file a relative specifier names, or null for a package or a file that is not there. */
function resolveRelative(from, specifier) {
  if (!specifier.startsWith('./') && !specifier.startsWith('../')) return null;
  const target = path.resolve(path.dirname(from), specifier);
  for (const candidate of [target, ...EXTENSIONS.map((extension) => `${target}${extension}`), ...EXTENSIONS.map((extension) => path.join(target, `index${extension}`))]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Each file and the files it imports or re-exports from, `import type` and `import()` included. */
export function importGraph(files) {
  const graph = new Map();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = new Set(importedFiles.map(({ fileName }) => resolveRelative(file, fileName)).filter(Boolean));
    graph.set(file, [...targets]);
  }
  return graph;
}

/** The strongly connected components of more than one file, and files importing themselves (Tarjan). */
export function cyclesOf(graph) {
  let index = 0;
  const indices = new Map();
  const lowlinks = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  const visit = (start) => {
    // An explicit stack: a deep import chain must not overflow the call stack.
    const work = [{ node: start, next: 0 }];
    indices.set(start, index);
    lowlinks.set(start, index++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work.at(-1);
      const edges = graph.get(frame.node) ?? [];
      if (frame.next < edges.length) {
        const target = edges[frame.next++];
        if (!indices.has(target)) {
          indices.set(target, index);
          lowlinks.set(target, index++);
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, next: 0 });
        } else if (onStack.has(target)) {
          lowlinks.set(frame.node, Math.min(lowlinks.get(frame.node), indices.get(target)));
        }
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work.at(-1).node;
        lowlinks.set(parent, Math.min(lowlinks.get(parent), lowlinks.get(frame.node)));
      }
      if (lowlinks.get(frame.node) === indices.get(frame.node)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        if (component.length > 1 || edges.includes(frame.node)) cycles.push(component.sort());
      }
    }
  };
  for (const node of graph.keys()) if (!indices.has(node)) visit(node);
  return cycles;
}

/** The cycles among the source files under `dirs`, each as paths relative to `base`. */
export function findImportCycles(base = root, dirs = SOURCE_DIRS) {
  const files = dirs.flatMap((dir) => sourceFiles(path.join(base, dir)));
  return cyclesOf(importGraph(files)).map((cycle) => cycle.map((file) => path.relative(base, file)));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const cycles = findImportCycles();
  for (const cycle of cycles) process.stdout.write(`import cycle (type-only imports count):\n${cycle.map((file) => `  ${file}\n`).join('')}`);
  if (cycles.length > 0) {
    process.stdout.write(`${cycles.length} import cycle(s): move what both sides need into a file both import.\n`);
    process.exit(1);
  }
  process.stdout.write('No import cycles.\n');
}
