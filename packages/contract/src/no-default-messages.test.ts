import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contract from './index.ts';

/**
 * Every rule of every schema the contract exports carries a message written for people. Each parse
 * runs with an error map that answers a tag: Zod consults it only for an issue whose rule has no
 * message of its own, so a tag in the result is a rule that would answer Zod's default wording.
 */
const DEFAULT_TAG = '«zod default»';
const tagDefaults = () => DEFAULT_TAG;

const LONG = 'x'.repeat(10_001);
/** Wrong types, blanks, too long, bad enum choices, bad formats and out-of-range numbers. */
const BAD_VALUES: readonly unknown[] = [
  undefined, null, true, 0, -1, 1.5, 1e15, Number.NaN, '', '   ', 'x', 'not a valid value @@', LONG,
  '2024-02-30', 'https://', {}, [], ['x'], [42], { unexpected: 1 },
];

type AnySchema = z.core.$ZodType;
const defOf = (schema: AnySchema) => schema._zod.def as unknown as Record<string, unknown> & { type: string };

/** The schema a wrapper (optional, default, pipe, transform...) stands for, for walking into. */
function inner(schema: AnySchema): AnySchema {
  const def = defOf(schema);
  const next = (def.innerType ?? (def.type === 'pipe' ? def.in : undefined)) as AnySchema | undefined;
  return next ? inner(next) : schema;
}

/** Bad values for a schema: the common ones, and the same placed at each field, item and entry. */
function badValues(schema: AnySchema, depth = 0): unknown[] {
  if (depth > 4) return [...BAD_VALUES];
  const target = inner(schema);
  const def = defOf(target);
  const nested: unknown[] = [];
  if (def.type === 'object') {
    for (const [key, field] of Object.entries(def.shape as Record<string, AnySchema>)) {
      for (const value of badValues(field, depth + 1)) nested.push({ [key]: value });
    }
  }
  if (def.type === 'array') nested.push(...badValues(def.element as AnySchema, depth + 1).map((v) => [v]));
  if (def.type === 'record') {
    for (const value of badValues(def.valueType as AnySchema, depth + 1)) nested.push({ file1: value, [LONG]: value });
  }
  if (def.type === 'union') for (const option of def.options as AnySchema[]) nested.push(...badValues(option, depth + 1));
  return [...BAD_VALUES, ...nested];
}

const exportedSchemas = Object.entries(contract as Record<string, unknown>).filter(
  (entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType,
);

/** `SchemaName path: code` for every issue that fell back to Zod's own wording. */
function defaultsIn(name: string, schema: z.ZodType): string[] {
  const found = new Set<string>();
  for (const value of badValues(schema)) {
    const result = schema.safeParse(value, { error: tagDefaults });
    for (const issue of result.error?.issues ?? []) {
      if (issue.message === DEFAULT_TAG) found.add(`${name} ${issue.path.join('.') || '(root)'}: ${issue.code}`);
    }
  }
  return [...found];
}

describe('contract messages', () => {
  it('walks every exported schema', () => {
    expect(exportedSchemas.length).toBeGreaterThan(30);
    // The tag is really used when a rule has no message of its own.
    const probe = z.object({ a: z.string().max(3), b: z.array(z.number().int()).optional() }, { error: 'Ours.' });
    expect(defaultsIn('probe', probe).sort()).toEqual([
      'probe a: invalid_type', 'probe a: too_big', 'probe b.0: invalid_type', 'probe b: invalid_type',
    ]);
  });

  it.each(exportedSchemas)('%s answers no validation library default', (name, schema) => {
    expect(defaultsIn(name, schema)).toEqual([]);
  });
});

describe('rules written outside the contract (a route\'s own query, the server\'s environment)', () => {
  const english = z.locales.en().localeError;
  const unworded = z.object({
    text: z.string().max(3), count: z.number().int().min(1), choice: z.enum(['a', 'b']), list: z.array(z.string()).max(1),
    link: z.url(),
  }).strict();

  it.each([
    [{}, ['Please fill in this field.']],
    [{ text: 'long', count: 0, choice: 'c', list: ['x', 'y'], link: 'nope', extra: 1 }, [
      'Please use at most 3 characters.', 'Please enter a number no smaller than 1.', 'Please choose one of the options offered.',
      'Please choose at most 1.', 'Please check the format of this value.', 'Please send only the fields this form has.',
    ]],
    [{ text: 1, count: 'x' }, ['Please enter a valid value.']],
  ])('answer readable words, not the library\'s, for %j', (value, expected) => {
    const issues = unworded.safeParse(value).error?.issues ?? [];
    expect([...new Set(issues.map((issue) => issue.message))].sort()).toEqual(expect.arrayContaining(expected));
    for (const issue of issues) {
      expect(issue.message).not.toBe(english({ ...issue, input: (value as Record<string, unknown>)[String(issue.path[0])] } as never));
    }
  });
});

