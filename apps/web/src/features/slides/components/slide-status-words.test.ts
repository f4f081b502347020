import { SLIDER_STATUS_LABELS, SLIDER_STATUSES } from '@visadesk/contract';
import { describe, expect, it } from 'vitest';
import { inEnglish } from '../../../testing/test-i18n';
import { SLIDE_STATUS_WORDS } from './slide-status-words';

describe("the slide statuses' words in English", () => {
  it('name every status as the contract does', () => {
    for (const status of SLIDER_STATUSES) expect(inEnglish(SLIDE_STATUS_WORDS[status]), status).toBe(SLIDER_STATUS_LABELS[status]);
  });
});
