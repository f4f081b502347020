import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';
import { findImportCycles } from '../../../../scripts/check-import-cycles.mjs';

const root = path.resolve(import.meta.dirname, '../../../..');
const checker = path.join(root, 'scripts/check-import-cycles.mjs');
const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** A scratch tree of source files, `{ 'src/a.ts': 'code' }`. */
function tree(files: Record<string, string>): string {
  const base = mkdtempSync(path.join(tmpdir(), 'visadesk-cycles-'));
  folders.push(base);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(base, name)), { recursive: true });
    writeFileSync(path.join(base, name), text);
  }
  return base;
}

describe('import cycles, type-only imports included (ADR 046)', () => {
  it('finds a cycle of type-only imports, which the linter rule leaves out', () => {
    const base = tree({
      'src/mailer.ts': "import type { Row } from './rows.ts';\nexport interface Mailer { send(row: Row): void }\n",
      'src/rows.ts': "import type { Mailer } from './mailer.ts';\nexport interface Row { mail: Mailer }\n",
      'src/alone.ts': "import type { Row } from './rows.ts';\nexport const none: Row[] = [];\n",
    });
    expect(findImportCycles(base, ['src'])).toEqual([['src/mailer.ts', 'src/rows.ts']]);
  });

  it('finds a cycle through three files, through a re-export and a dynamic import', () => {
    const base = tree({
      'src/a.ts': "export { b } from './b.ts';\nexport const a = 1;\n",
      'src/b.ts': "import { c } from './deeper/c.ts';\nexport const b = c;\n",
      'src/deeper/c.ts': "export const c = 2;\nexport const later = () => import('../a.ts');\n",
    });
    expect(findImportCycles(base, ['src'])).toEqual([['src/a.ts', 'src/b.ts', 'src/deeper/c.ts']]);
  });

  it('finds a file that imports itself, and nothing where imports go one way', () => {
    expect(findImportCycles(tree({ 'src/self.ts': "import type { X } from './self.ts';\nexport type X = number;\n" }), ['src'])).toEqual([['src/self.ts']]);
    const oneWay = tree({
      'src/top.ts': "import { low } from './low.ts';\nimport type { Shape } from './shape.ts';\nexport const top: Shape = low;\n",
      'src/low.ts': "import type { Shape } from './shape.ts';\nexport const low: Shape = { n: 1 };\n",
      'src/shape.ts': "import { z } from 'zod';\nexport interface Shape { n: number }\nexport const schema = z.object({});\n",
    });
    expect(findImportCycles(oneWay, ['src'])).toEqual([]);
  });

  it('passes on this repository, where lint runs it', () => {
    const run = spawnSync(process.execPath, [checker], { cwd: root, encoding: 'utf8' });
    expect(run.stdout).toBe('No import cycles.\n');
    expect(run.status).toBe(0);
  });
});

describe("the server's shared parts never import a domain (ADR 046)", () => {
  const eslint = new ESLint({ cwd: root });
  const lint = async (file: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
    return (result?.messages ?? []).filter((message) => message.ruleId === 'import-x/no-restricted-paths').map((message) => message.message);
  };

  it('refuses the database, storage, uploads, config, HTTP or security importing a domain', async () => {
    const refused = "The server's shared parts (database, storage, uploads, config, HTTP, security) never import a domain: move what both need into the shared part.";
    expect(await lint('apps/server/src/db/planted.ts', "import { UsersService } from '../staff/users.ts';\nexport const planted = UsersService;\n")).toEqual([`Unexpected path "../staff/users.ts" imported in restricted zone. ${refused}`]);
    expect(await lint('apps/server/src/storage/planted.ts', "import type { Mailer } from '../mail/mailer.ts';\nexport type Planted = Mailer;\n")).toEqual([`Unexpected path "../mail/mailer.ts" imported in restricted zone. ${refused}`]);
    expect(await lint('apps/server/src/config/planted.ts', "import { readSettings } from '../settings/settings.ts';\nexport const planted = readSettings;\n")).toEqual([`Unexpected path "../settings/settings.ts" imported in restricted zone. ${refused}`]);
  });

  it('lets a domain import the shared parts and another domain', async () => {
    expect(await lint('apps/server/src/slides/planted.ts', "import { HttpError } from '../http/http-error.ts';\nimport { readSettings } from '../settings/settings.ts';\nexport const planted = [HttpError, readSettings];\n")).toEqual([]);
  });
});
