import { DEFAULT_STAGES, type StagesAnswer } from '@visadesk/contract';
import { jsonResponse } from '../../../testing/http';

/** The shipped stages, no country with a list of its own, no application in any stage. */
export const SHIPPED_STAGES: StagesAnswer = {
  stages: DEFAULT_STAGES.map((stage) => ({ ...stage, names: { ...stage.names }, documents: [...stage.documents] })),
  byCountry: {},
  applications: {},
};

/** `GET /api/settings/stages` answering the shipped stages: what the Settings page reads beside the settings. */
export const shippedStages = () => jsonResponse(SHIPPED_STAGES);
