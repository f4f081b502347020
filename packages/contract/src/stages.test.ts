import { describe, expect, it } from 'vitest';
import { DEFAULT_STAGES, type Stage } from './default-stages.ts';
import { DEFAULT_STAGES_SETTINGS, dueOf, firstStage, StageMoveSchema, StagesUpdateSchema, stagesFor, timelineOf } from './stages.ts';
import { STAGE_MESSAGES as M } from './stage-messages.ts';

const stage = (id: string, extra: Partial<Stage> = {}): Stage => ({
  id, name: id.toUpperCase(), names: {}, days: 5, visible: true, email: true, documents: [], archived: false, inDefault: true, ...extra,
});
const LIST = [stage('a'), stage('b', { visible: false }), stage('c'), stage('d'), stage('e')];
const names = (steps: { name: string }[]) => steps.map((step) => step.name);

describe("a worker's timeline (ADR 049)", () => {
  it('shows the visible stages in order: those passed done on the day they were passed, the current one, the rest to come', () => {
    const events = [{ stage: 'a', on: '2026-01-01' }, { stage: 'c', on: '2026-01-10' }, { stage: 'd', on: '2026-01-20' }];
    expect(timelineOf(LIST, events, 'd')).toEqual([
      { name: 'A', names: {}, done: '2026-01-10', current: false },
      { name: 'C', names: {}, done: '2026-01-20', current: false },
      { name: 'D', names: {}, done: null, current: true },
      { name: 'E', names: {}, done: null, current: false },
    ]);
  });

  it('undoes what lies beyond a move back, and passes it again on the day it is passed again', () => {
    const back = [{ stage: 'a', on: '2026-01-01' }, { stage: 'd', on: '2026-01-05' }, { stage: 'a', on: '2026-01-06' }];
    expect(timelineOf(LIST, back, 'a').map((step) => [step.name, step.done, step.current])).toEqual([
      ['A', null, true], ['C', null, false], ['D', null, false], ['E', null, false],
    ]);
    const again = [...back, { stage: 'e', on: '2026-01-09' }];
    expect(timelineOf(LIST, again, 'e').map((step) => step.done)).toEqual(['2026-01-09', '2026-01-09', '2026-01-09', null]);
  });

  it('leaves out an archived stage unless the worker is in it', () => {
    const list = LIST.map((s) => (s.id === 'c' ? { ...s, archived: true } : s));
    expect(names(timelineOf(list, [{ stage: 'a', on: '2026-01-01' }], 'a'))).toEqual(['A', 'D', 'E']);
    expect(timelineOf(list, [{ stage: 'c', on: '2026-01-01' }], 'c').find((step) => step.current)?.name).toBe('C');
  });
});

describe('the lists and due days', () => {
  it('gives a destination its own list, the default list otherwise, and starts at the first stage in use', () => {
    const settings = { stages: [stage('a', { archived: true }), stage('b'), stage('k', { inDefault: false })], byCountry: { Japan: ['k', 'b'] } };
    expect(stagesFor(settings, 'Japan').map((s) => s.id)).toEqual(['k', 'b']);
    expect(stagesFor(settings, 'Malaysia').map((s) => s.id)).toEqual(['a', 'b']);
    expect(firstStage(settings, '')?.id).toBe('b');
    expect(firstStage(DEFAULT_STAGES_SETTINGS, '')?.id).toBe('demand');
  });

  it('is the day entered plus the stage’s days, across months and years; none for a stage without set time', () => {
    expect(dueOf('2026-12-28', 7)).toBe('2027-01-04');
    expect(dueOf('2028-02-25', 5)).toBe('2028-03-01');
    expect(dueOf('2026-05-01', 0)).toBe('');
    expect(dueOf('', 7)).toBe('');
  });

  it('ships names of at most 60 characters in every language, and a save of them is valid', () => {
    for (const shipped of DEFAULT_STAGES) for (const name of [shipped.name, ...Object.values(shipped.names)]) expect(name.length, name).toBeLessThanOrEqual(60);
    expect(StagesUpdateSchema.safeParse({ stages: DEFAULT_STAGES, byCountry: {} }).success).toBe(true);
  });

  it('refuses a move without a stage, on a day that is not one, or with a long note, each with its own words', () => {
    expect(StageMoveSchema.safeParse({}).error?.issues[0]?.message).toBe(M.stageUnknown);
    expect(StageMoveSchema.safeParse({ stage: 'visa', on: '28/11/2026' }).error?.issues[0]?.message).toBe(M.stageDay);
    expect(StageMoveSchema.safeParse({ stage: 'visa', note: 'x'.repeat(501) }).error?.issues[0]?.message).toBe(M.stageNote);
    expect(StageMoveSchema.parse({ stage: ' visa ' })).toEqual({ stage: 'visa', note: '' });
  });
});
