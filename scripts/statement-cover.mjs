// Which server test files the PostgreSQL stage of `npm test` runs (ADR 044). The embedded stages
// record every distinct SQL statement each test file and the journeys send (record-statements.mjs);
// both engines run the same server code, so what differs between them is how each answers a
// statement. The PostgreSQL stage runs the fewest files that send, together, every statement the
// suite sent, plus every file written for PostgreSQL itself; what only the journeys send makes the
// journeys run on PostgreSQL too.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const JOURNEYS = 'journeys';

/** tag → the statements it sent, from a folder of <pid>.jsonl files. */
export function readStatements(dir) {
  const byTag = new Map();
  if (!existsSync(dir)) return byTag;
  for (const name of readdirSync(dir).filter((file) => file.endsWith('.jsonl'))) {
    for (const line of readFileSync(path.join(dir, name), 'utf8').split('\n')) {
      if (!line.trim()) continue;
      let entry;
      try {
        entry = JSON.parse(line);
      } catch {
        continue; // a line cut short by a process killed mid-write
      }
      if (!byTag.has(entry.tag)) byTag.set(entry.tag, new Set());
      byTag.get(entry.tag).add(entry.sql);
    }
  }
  return byTag;
}

/**
 * The server test files to run on PostgreSQL: `mustRun`, then greedily the file that sends the most
 * statements not yet covered per second it takes (`seconds`, from the embedded run), until no file
 * adds any. `onlyJourneys` is what no server test file sends.
 */
export function chooseFiles(byTag, { candidates, mustRun = [], seconds = new Map() }) {
  const serverFiles = new Set(candidates);
  const universe = new Set();
  for (const [tag, statements] of byTag) {
    if (tag === JOURNEYS || serverFiles.has(tag)) for (const statement of statements) universe.add(statement);
  }
  const covered = new Set();
  const chosen = [];
  const take = (file) => {
    chosen.push(file);
    for (const statement of byTag.get(file) ?? []) covered.add(statement);
  };
  for (const file of mustRun) if (serverFiles.has(file)) take(file);
  const remaining = new Set([...serverFiles].filter((file) => !chosen.includes(file)));
  for (;;) {
    let best;
    let bestScore = 0;
    for (const file of remaining) {
      let fresh = 0;
      for (const statement of byTag.get(file) ?? []) if (!covered.has(statement)) fresh += 1;
      const score = fresh / ((seconds.get(file) ?? 5) + 1);
      if (fresh > 0 && (score > bestScore || (score === bestScore && file < best))) {
        best = file;
        bestScore = score;
      }
    }
    if (!best) break;
    remaining.delete(best);
    take(best);
  }
  const onlyJourneys = [...universe].filter((statement) => !covered.has(statement)).sort();
  return { files: chosen.sort(), universe: universe.size, covered: covered.size, onlyJourneys };
}

/**
 * Server test files written for PostgreSQL itself (several instances, its file storage, its CLIs), and
 * those of the S3 store (ADR 054: its tests run on both databases): always run there.
 */
const POSTGRES_WRITTEN = /TEST_DATABASE_URL|postgresDatabase\(|testServerUrl\(|startS3Server\(|storeOverrides\(/;

/**
 * The PostgreSQL stage's files, from the embedded stage's vitest JSON report (its server files and
 * how long each took) and the statements recorded under statementsDir/embedded. `everything` when
 * nothing was recorded: then every server file runs there, as before the recording.
 */
export function planPostgresStage({ root, unitReport, statementsDir }) {
  const seconds = new Map();
  const candidates = [];
  for (const file of unitReport?.testResults ?? []) {
    const relative = path.relative(root, file.name);
    if (!relative.startsWith('apps/server/')) continue;
    candidates.push(relative);
    seconds.set(relative, ((file.endTime ?? 0) - (file.startTime ?? 0)) / 1000);
  }
  const mustRun = candidates.filter((file) => POSTGRES_WRITTEN.test(readFileSync(path.join(root, file), 'utf8')));
  const byTag = readStatements(path.join(statementsDir, 'embedded'));
  if (candidates.length === 0 || byTag.size === 0) {
    return { files: [], universe: 0, covered: 0, onlyJourneys: [], everything: true, summary: 'No statements were recorded: every server test file runs on PostgreSQL.\n' };
  }
  const choice = chooseFiles(byTag, { candidates, mustRun, seconds });
  const summary =
    `${choice.universe} distinct statements were sent on the embedded PostgreSQL; ${choice.files.length} of the ${candidates.length} server test files` +
    ` (${mustRun.length} written for PostgreSQL itself) send ${choice.covered} of them, and run on PostgreSQL:\n${choice.files.map((file) => `  ${file}\n`).join('')}`;
  return { ...choice, everything: false, summary };
}

/** What the chosen files sent on the embedded database but not on PostgreSQL this time (a timer's query, a retry). */
export function reportMissed(statementsDir, choice) {
  if (choice.everything) return '';
  const there = new Set();
  for (const statements of readStatements(path.join(statementsDir, 'postgres')).values()) for (const statement of statements) there.add(statement);
  const expected = new Set();
  for (const [tag, statements] of readStatements(path.join(statementsDir, 'embedded'))) {
    if (choice.files.includes(tag)) for (const statement of statements) expected.add(statement);
  }
  const missed = [...expected].filter((statement) => !there.has(statement));
  if (missed.length === 0) return `Every statement of the chosen files reached PostgreSQL.\n`;
  return `${missed.length} statement(s) the chosen files sent on the embedded database did not reach PostgreSQL this time:\n${missed
    .slice(0, 20)
    .map((statement) => `  ${statement.slice(0, 160)}\n`)
    .join('')}`;
}
