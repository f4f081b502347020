import type { z } from 'zod';
import { answerFlag, answerObject, answerText } from './answers.ts';

/** One step as the applicant reads it: its name (and translations), the day it was done (null until then) and whether it is the current one. */
export const JourneyStepSchema = answerObject({
  name: answerText(),
  names: answerObject({ fr: answerText().optional(), hi: answerText().optional(), bn: answerText().optional(), ne: answerText().optional(), ur: answerText().optional() }),
  done: answerText().nullable(),
  current: answerFlag(),
});
export type JourneyStep = z.infer<typeof JourneyStepSchema>;
