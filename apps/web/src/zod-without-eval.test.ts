import { describe, expect, it } from 'vitest';

describe('Zod without eval', () => {
  it('turns off compiled parsers before Zod loads, so the CSP is never probed', async () => {
    await import('./zod-without-eval');
    const { config } = await import('zod/v4/core');
    const { z } = await import('zod');
    expect(config().jitless).toBe(true);
    expect(z.object({ name: z.string() }).parse({ name: 'Anita' })).toEqual({ name: 'Anita' });
  });
});
