import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { normaliseStatement, statementsInWrite } from '../../../../scripts/record-statements.mjs';
import { chooseFiles, JOURNEYS } from '../../../../scripts/statement-cover.mjs';
import { testServerUrl } from '../scratch-database.ts';

const recorder = path.resolve(import.meta.dirname, '../../../../scripts/record-statements.mjs');
const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe('the statements the PostgreSQL stage must send (ADR 044)', () => {
  it('reads one statement for every shape: parameters, literals, list lengths and scratch names do not count', () => {
    expect(normaliseStatement('select "id" from "applications"\n  where "id" in ($1, $2, $3) and x = 42')).toBe('select "id" from "applications" where "id" in ($) and x = 0');
    expect(normaliseStatement('select "id" from "applications" where "id" in ($7)')).toBe('select "id" from "applications" where "id" in ($)');
    expect(normaliseStatement("insert into t (a, b) values ($1, $2), ($3, $4), ($5, $6)")).toBe('insert into t (a, b) values ($)');
    expect(normaliseStatement("CREATE DATABASE visadesk_test_0a1b2c3d4e")).toBe('CREATE DATABASE visadesk_test_x');
    expect(normaliseStatement("select 'it''s' -- a note\n, 1")).toBe("select '?' , 0");
    // A different statement stays different.
    expect(normaliseStatement('select "id" from "sliders"')).not.toBe(normaliseStatement('select "id" from "applications"'));
  });

  it('reads the Parse and Query messages of a write, and nothing from a startup packet', () => {
    const message = (type: string, body: Buffer) => {
      const head = Buffer.alloc(5);
      head.write(type, 0, 'latin1');
      head.writeInt32BE(body.length + 4, 1);
      return Buffer.concat([head, body]);
    };
    const cstring = (text: string) => Buffer.from(`${text}\0`, 'utf8');
    const parse = message('P', Buffer.concat([cstring(''), cstring('select $1::text'), Buffer.from([0, 0])]));
    const bind = message('B', Buffer.from([0, 0, 0, 0, 0, 0, 0, 0, 0, 0]));
    const query = message('Q', cstring('BEGIN'));
    expect(statementsInWrite(Buffer.concat([parse, bind, query]))).toEqual(['select $1::text', 'BEGIN']);
    const startup = Buffer.alloc(8);
    startup.writeInt32BE(8, 0);
    startup.writeInt32BE(196_608, 4);
    expect(statementsInWrite(startup)).toEqual([]);
  });

  it('records what a process sends to PostgreSQL, under the tag it was given', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'visadesk-statements-'));
    folders.push(dir);
    const script = `import pg from 'pg'; const c = new pg.Client({ connectionString: process.argv[1] }); await c.connect();
      await c.query('select $1::int + 1 as two', [1]); await c.query('select 1 as one'); await c.end();`;
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', script, testServerUrl()], {
      cwd: path.resolve(import.meta.dirname, '../..'),
      env: { ...process.env, NODE_OPTIONS: `--import=${pathToFileURL(recorder).href}`, VISADESK_STATEMENTS_DIR: dir, VISADESK_STATEMENTS_TAG: 'a-test.ts' },
      encoding: 'utf8',
    });
    expect(result.stderr).toBe('');
    const lines = readdirSync(dir).flatMap((file) => readFileSync(path.join(dir, file), 'utf8').trim().split('\n')).map((line) => JSON.parse(line) as { tag: string; sql: string });
    expect(lines).toContainEqual({ tag: 'a-test.ts', sql: 'select $::int + 0 as two' });
    expect(lines).toContainEqual({ tag: 'a-test.ts', sql: 'select 0 as one' });
  });

  it('runs what is written for PostgreSQL, then the fewest files that send every statement, and says what only the journeys send', () => {
    const byTag = new Map<string, Set<string>>([
      ['a.test.ts', new Set(['migrate', 'select a'])],
      ['b.test.ts', new Set(['migrate', 'select a', 'select b', 'select c'])],
      ['c.test.ts', new Set(['migrate', 'select c'])],
      ['pg.test.ts', new Set(['migrate', 'two instances'])],
      ['web.test.tsx', new Set(['never sent'])],
      [JOURNEYS, new Set(['select b', 'only the journeys'])],
    ]);
    const choice = chooseFiles(byTag, { candidates: ['a.test.ts', 'b.test.ts', 'c.test.ts', 'pg.test.ts'], mustRun: ['pg.test.ts'] });
    expect(choice.files).toEqual(['b.test.ts', 'pg.test.ts']);
    expect(choice.onlyJourneys).toEqual(['only the journeys']);
    expect(choice.universe).toBe(6);
    // Two files send the same new statements: the quicker one is run.
    const quicker = chooseFiles(byTag, { candidates: ['a.test.ts', 'c.test.ts'], seconds: new Map([['a.test.ts', 30], ['c.test.ts', 1]]) });
    expect(quicker.files).toEqual(['a.test.ts', 'c.test.ts']);
    const cheap = chooseFiles(new Map([['x.test.ts', new Set(['s'])], ['y.test.ts', new Set(['s'])]]), { candidates: ['x.test.ts', 'y.test.ts'], seconds: new Map([['x.test.ts', 30], ['y.test.ts', 1]]) });
    expect(cheap.files).toEqual(['y.test.ts']);
  });
});
