import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { SAMPLE_PDF, sampleImage } from '../../src/seed/factories.ts';
import { jpegBomb, pngBomb } from './bombs.ts';
import { bodyArb, type Samples } from './bodies.ts';
import { idArb, queryArb, wildcardArb } from './inputs.ts';
import { buildWorld, describeRequest, type AuthMode, type FuzzRequest } from './world.ts';

/**
 * Property-based requests against every route the server has, anonymously and as the super admin:
 * no answer may be a 5xx, no refused request may change a row or a stored file, and the server
 * must still be healthy at the end. FUZZ_SEED and FUZZ_RUNS replay or deepen a run; a failure
 * prints the seed and the smallest request that fails.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_251_122);
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);

const world = await buildWorld();
const samples: Samples = {
  png: await sampleImage('png'),
  jpeg: await sampleImage('jpeg'),
  pdf: SAMPLE_PDF,
  pngBomb: pngBomb(),
  jpegBomb: await jpegBomb(),
};
afterAll(() => world.close());

const AUTH: AuthMode[] = ['anonymous', 'bearer', 'bearer', 'cookie', 'cookie-foreign-origin'];

function requestArb(method: string, url: string): fc.Arbitrary<FuzzRequest> {
  // A fuzzed DELETE must not remove the fixtures the other runs need; the super admin's own id
  // stays in (deleting yourself is refused).
  const ids = method === 'DELETE' ? [world.boss._id] : world.realIds;
  const segments = url.split('/').map((s) => (s.startsWith(':') ? idArb(ids) : s === '*' ? wildcardArb : fc.constant(s)));
  return fc
    .record({
      path: fc.tuple(...segments).map((parts) => parts.join('/')),
      query: queryArb,
      auth: fc.constantFrom(...AUTH),
      body: bodyArb(url, samples),
    })
    .map(({ path, query, auth, body }) => {
      const request: FuzzRequest = {
        method,
        url: `${path}${query}`,
        auth,
        headers: body.headers,
        ...(body.payload === undefined ? {} : { payload: body.payload }),
      };
      return Object.assign(request, { [fc.toStringMethod]: () => `${body.kind}: ${describeRequest(request)}` });
    });
}

describe(`fuzzing every route in the route table (seed ${SEED}, ${RUNS} runs each)`, () => {
  for (const route of world.t.app.routeTable) {
    it(`${route.method} ${route.url}`, async () => {
      await fc.assert(
        fc.asyncProperty(requestArb(route.method, route.url), async (request) => {
          await world.send(request);
        }),
        { seed: SEED, numRuns: RUNS },
      );
    });
  }

  it('leaves the server healthy and the fixtures readable', async () => {
    const health = await world.t.app.inject('/api/health');
    expect(health.statusCode).toBe(200);
    expect(health.json().status).toBe('ok');
    const ok = await world.send({ method: 'GET', url: '/api/slider/fetchSlider', auth: 'bearer', headers: {} });
    expect(ok.statusCode).toBe(200);
  });
});
