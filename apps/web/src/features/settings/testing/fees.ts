import { DEFAULT_FEES_SETTINGS } from '@visadesk/contract';
import { jsonResponse } from '../../../testing/http';

/** The fee settings as shipped (ADR 051): what the Settings page's fees section reads when a test does not say otherwise. */
export const shippedFees = () => jsonResponse(DEFAULT_FEES_SETTINGS);
