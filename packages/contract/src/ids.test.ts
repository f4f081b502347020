import { describe, expect, it } from 'vitest';
import { IdParamsSchema, IdSchema } from './ids.ts';

const id = '65a1f0c2e4b0a1b2c3d4e5f6';

describe('IdSchema', () => {
  it('accepts 24 lowercase hex characters', () => {
    expect(IdSchema.parse(id)).toBe(id);
    expect(IdParamsSchema.parse({ id })).toEqual({ id });
  });

  it.each([
    ['too short', id.slice(0, 23)],
    ['too long', `${id}0`],
    ['upper case', id.toUpperCase()],
    ['not hex', 'zzzzzzzzzzzzzzzzzzzzzzzz'],
    ['padded', ` ${id.slice(1)}`],
    ['empty', ''],
    ['the literal undefined', 'undefined'],
  ])('rejects %s with "Invalid ID format."', (_case, value) => {
    const result = IdSchema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Invalid ID format.');
  });

  it('reports the params id field', () => {
    expect(IdParamsSchema.safeParse({ id: 'abc' }).error?.issues[0]).toMatchObject({
      path: ['id'],
      message: 'Invalid ID format.',
    });
  });
});
