import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SliderStatus } from '@visadesk/contract';

/**
 * A slide's status as the desk names it, a message of the catalogues. Each English
 * message is the contract's SLIDER_STATUS_LABELS word for word (slider-status-words.test.ts).
 */
export const SLIDE_STATUS_WORDS: Readonly<Record<SliderStatus, MessageDescriptor>> = {
  published: msg({ message: 'Published', comment: 'The status of a home page slide: shown on the home page.' }),
  unpublished: msg({ message: 'Unpublished', comment: 'The status of a home page slide: kept off the home page.' }),
};
