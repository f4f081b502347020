import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import type { Plugin } from 'vite';

const web = path.resolve(import.meta.dirname, '..');

/** The contract's texts the copy asks for by an id it builds (`field.birthCity`, `section.personal`: contract-texts.ts). */
const BUILT_IDS = /^(?:field|section)\./;
/** What a compiled catalogue module is (Lingui's Vite plugin): one JSON object, parsed. */
const COMPILED = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/;
/** A message id in built code: the macros compile to `{ id: "…" }` and `<Trans id="…">`. */
const ID_IN_CODE = /\bid\s*[:=]\s*[`"']([^`"'\s]+)[`"']/g;

const resolveSource = (base: string): string | undefined =>
  [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')].find((file) => /\.tsx?$/.test(file) && existsSync(file));

/**
 * The web's own modules an entry reaches through relative imports, static or dynamic (paths as the
 * catalogues' origins write them: `src/components/applicant/copy-proof.tsx`). Type-only imports
 * count too: a few words more, never one fewer.
 */
export function reachableSources(entry: string, root = web): Map<string, string> {
  const sources = new Map<string, string>();
  const visit = (file: string) => {
    const relative = path.relative(root, file).split(path.sep).join('/');
    if (sources.has(relative)) return;
    const code = readFileSync(file, 'utf8');
    sources.set(relative, code);
    for (const [, specifier = ''] of code.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)) {
      const target = resolveSource(path.resolve(path.dirname(file), specifier));
      if (target) visit(target);
    }
  };
  visit(path.resolve(root, entry));
  return sources;
}

/**
 * The ids of the public catalogue's messages an entry's modules can show: those written in a module
 * it reaches (the catalogue's origins), the contract's labels and headings, and any other contract
 * text whose id a module names.
 */
export async function messageIdsOf(entry: string): Promise<Set<string>> {
  const sources = reachableSources(entry);
  const code = [...sources.values()].join('\n');
  const config = getConfig({ configPath: path.join(web, 'lingui.config.ts') });
  const catalogue = (await getCatalogs(config)).find((candidate) => candidate.path.endsWith('/messages'));
  if (!catalogue) throw new Error('The public catalogue (messages.po) is not among lingui.config.ts catalogues.');
  const english = await catalogue.read(config.sourceLocale);
  const ids = Object.entries(english ?? {}).filter(
    ([id, message]) => (message.origin ?? []).some(([file]) => sources.has(file)) || BUILT_IDS.test(id) || (id.includes('.') && code.includes(`'${id}'`)),
  );
  return new Set(ids.map(([id]) => id));
}

/**
 * The applicant copy's page reads the app's messages through Lingui (ADR 053), from its language's
 * catalogue: this plugin (the islands build's) cuts each catalogue down to what the copy's modules
 * can show, a third of the public catalogue. The cut follows from the sources, so the chunk's hash
 * changes with what it holds. Should a module of the copy show a message the cut left out, the
 * build stops: the page would otherwise show the message's id.
 */
export function islandCatalogues({ entry, chunk }: { entry: string; chunk: string }): Plugin {
  let kept: Promise<Set<string>> | undefined;
  const known = new Set<string>();
  let keptIds = new Set<string>();
  return {
    name: 'visadesk:island-catalogues',
    enforce: 'post',
    async transform(code, id) {
      if (!/[\\/]locales[\\/][\w-]+[\\/]messages\.po$/.test(id.split('?')[0] ?? '')) return null;
      keptIds = await (kept ??= messageIdsOf(entry));
      const compiled = COMPILED.exec(code)?.[1];
      if (!compiled) this.error(`${id} is not a compiled catalogue as Lingui's plugin writes one: the copy's catalogue cannot be cut.`);
      const messages = JSON.parse(JSON.parse(compiled) as string) as Record<string, unknown>;
      for (const message of Object.keys(messages)) known.add(message);
      const cut = Object.fromEntries(Object.entries(messages).filter(([message]) => keptIds.has(message)));
      return { code: `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(cut))});`, map: null, moduleType: 'js' };
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const start = chunks.find((file) => file.isEntry && file.name === chunk);
      if (!start) return;
      const seen = new Set<string>();
      const visit = (fileName: string) => {
        const file = chunks.find((candidate) => candidate.fileName === fileName);
        if (!file || seen.has(fileName) || file.moduleIds.some((moduleId) => moduleId.endsWith('.po'))) return;
        seen.add(fileName);
        for (const [, id = ''] of file.code.matchAll(ID_IN_CODE)) {
          if (known.has(id) && !keptIds.has(id)) this.error(`${file.fileName} shows the message ${id}, which the copy's catalogue leaves out (scripts/island-catalogue.ts).`);
        }
        for (const next of [...file.imports, ...file.dynamicImports]) visit(next);
      };
      visit(start.fileName);
    },
  };
}
