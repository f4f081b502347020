// Loaded with `NODE_OPTIONS=--import=…/record-statements.mjs` into every Node process of a test stage
// when VISADESK_STATEMENTS_DIR is set (scripts/test-all.mjs does so for the embedded stages): it reads
// the SQL each process sends to PostgreSQL off the wire (the Parse and Query messages of the frontend
// protocol, whatever client library or bundle sent them) and appends each distinct statement, in a
// normalised form, to DIR/<pid>.jsonl with the tag of what sent it (the test file, or `journeys`).
// test-all.mjs then chooses which server test files the PostgreSQL stage must run so that every
// statement the suite sends meets PostgreSQL 15 too (ADR 041... see docs/decisions/044-ci-time.md).
import { appendFileSync, mkdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import stream from 'node:stream';

const dir = process.env.VISADESK_STATEMENTS_DIR;

/**
 * One text for every statement of the same shape: parameters, literals, list lengths and the random
 * names of scratch databases do not make a new statement.
 */
export function normaliseStatement(text) {
  return text
    .replace(/--[^\n]*/g, ' ')
    .replace(/'(?:[^']|'')*'/g, "'?'")
    .replace(/\$\d+/g, '$')
    .replace(/\b\d+(?:\.\d+)?\b/g, '0')
    .replace(/\b(visadesk_[a-z0-9]+?_)[0-9a-f]{10,12}\b/gi, '$1x')
    .replace(/\s+/g, ' ')
    .replace(/\(\$(?:, ?\$)+\)/g, '($)')
    .replace(/(\((?:\$|default|0|'\?')(?:, ?(?:\$|default|0|'\?'))*\))(?:, ?\1)+/gi, '$1')
    .trim();
}

/** The statements in one write of the frontend protocol: 'P' (Parse) and 'Q' (Query) messages. */
export function statementsInWrite(buffer) {
  const found = [];
  let at = 0;
  while (at + 5 <= buffer.length) {
    const type = buffer[at];
    const length = buffer.readInt32BE(at + 1);
    // A startup or SSL request has no type byte; anything that does not parse is not ours to read.
    if (length < 4 || at + 1 + length > buffer.length || type < 0x41 || type > 0x7a) break;
    const body = buffer.subarray(at + 5, at + 1 + length);
    if (type === 0x51) {
      found.push(body.subarray(0, Math.max(0, body.indexOf(0))).toString('utf8'));
    } else if (type === 0x50) {
      const nameEnd = body.indexOf(0);
      const textEnd = body.indexOf(0, nameEnd + 1);
      if (nameEnd >= 0 && textEnd > nameEnd) found.push(body.subarray(nameEnd + 1, textEnd).toString('utf8'));
    }
    at += 1 + length;
  }
  return found;
}

if (dir) {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${process.pid}.jsonl`);
  const seen = new Set();
  let pending = [];
  const flush = () => {
    if (pending.length === 0) return;
    const lines = pending.map((entry) => JSON.stringify(entry)).join('\n');
    pending = [];
    try {
      mkdirSync(dir, { recursive: true });
      appendFileSync(file, `${lines}\n`, { mode: 0o600 });
    } catch (error) {
      // A record lost must never fail the process under test; the PostgreSQL stage then runs more.
      process.emitWarning(`statements not recorded: ${error.message}`);
    }
  };
  const record = (text) => {
    const sql = normaliseStatement(text);
    if (!sql) return;
    // The tag is read at each statement: a test worker runs many files, one after another.
    const tag = globalThis.__visadeskStatementsTag ?? process.env.VISADESK_STATEMENTS_TAG ?? 'untagged';
    const key = `${tag}\u0000${sql}`;
    if (seen.has(key)) return;
    seen.add(key);
    pending.push({ tag, sql });
  };
  const isPostgres = (args) => {
    const [first, second] = args;
    const options = typeof first === 'object' && first !== null && !Array.isArray(first) ? first : undefined;
    const socketPath = options?.path ?? (typeof first === 'string' ? first : undefined);
    if (socketPath) return socketPath.includes('.s.PGSQL.');
    const port = Number(options?.port ?? first);
    return port === 5432 || (typeof second === 'string' && port > 0 && process.env.VISADESK_STATEMENTS_PORTS?.split(',').includes(String(port)));
  };
  const connect = net.Socket.prototype.connect;
  net.Socket.prototype.connect = function patchedConnect(...args) {
    if (isPostgres(Array.isArray(args[0]) ? args[0] : args)) this.__visadeskPostgres = true;
    return connect.apply(this, args);
  };
  // Node's sockets are written through Duplex.prototype.write (a property set on the socket itself
  // is not what the stream machinery calls), so the hook is there, for PostgreSQL's sockets only.
  const write = stream.Duplex.prototype.write;
  stream.Duplex.prototype.write = function patchedWrite(chunk, ...rest) {
    if (this.__visadeskPostgres && Buffer.isBuffer(chunk)) for (const text of statementsInWrite(chunk)) record(text);
    return write.call(this, chunk, ...rest);
  };
  setInterval(flush, 2_000).unref();
  process.on('exit', flush);
  globalThis.__visadeskFlushStatements = flush;
}
