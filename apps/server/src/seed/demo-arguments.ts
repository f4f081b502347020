import { parseArgs } from 'node:util';

export const DEFAULT_COUNT = 50;
export const MAX_COUNT = 1_000_000;

export const USAGE = `Usage: npm run seed:demo -- [--count N] [--force]
  --count N  demo applications to add, from 1 to 1,000,000 (default ${DEFAULT_COUNT})
  --force    add them even though the database already holds applications
`;

export type SeedArguments = { count: number; force: boolean } | { error: string };

/** Reads the command line; anything it does not understand is an error, before anything is opened. */
export function parseSeedArguments(argv: string[]): SeedArguments {
  let values;
  try {
    ({ values } = parseArgs({ args: argv, options: { count: { type: 'string' }, force: { type: 'boolean', default: false } }, strict: true }));
  } catch (error) {
    return { error: (error as Error).message };
  }
  const text = values.count ?? String(DEFAULT_COUNT);
  const count = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  if (!(count >= 1 && count <= MAX_COUNT)) {
    return { error: `--count must be a whole number from 1 to 1,000,000 (got "${text}").` };
  }
  return { count, force: values.force };
}
