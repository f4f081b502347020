import type { JourneyStep } from '@visadesk/contract';
import { describe, expect, it } from 'vitest';
import { journeyStates } from './journey-timeline';

const step = (name: string, done: string | null, current = false): JourneyStep => ({ name, names: {}, done, current });

describe("the journey's steps as the applicant reads them", () => {
  it('takes the steps before the current one as done, and the one after it as next', () => {
    const steps = [step('Demand', '2025-10-01'), step('Interview', null), step('Contract', null, true), step('Medical', null)];
    const { states, next } = journeyStates(steps);
    expect(states).toEqual(['done', 'done', 'current', 'later']);
    expect(next?.name).toBe('Medical');
  });

  it('while the worker is at a step the applicant does not see, goes on from the last one done', () => {
    // At the ministry's pre-approval, a step of the desk's: the demand letter is done, the interview comes next.
    const { states, next } = journeyStates([step('Demand', '2025-10-01'), step('Interview', null), step('Medical', null)]);
    expect(states).toEqual(['done', 'later', 'later']);
    expect(next?.name).toBe('Interview');
  });

  it('before the first move, names the first step as next', () => {
    const { states, next } = journeyStates([step('Demand', null), step('Interview', null)]);
    expect(states).toEqual(['later', 'later']);
    expect(next?.name).toBe('Demand');
  });
});
