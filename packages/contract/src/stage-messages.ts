/**
 * What the stages' settings, a move and the list's stage filters say, word for word (ADR 049). Its
 * own module without Zod, like settings-messages.ts: the catalogues' ids (message-ids.ts) read it on
 * every page, and must not bring the stages' schemas and shipped list with them.
 */
export const STAGE_MESSAGES = {
  stages: 'Please send the stages as a list of 1 to 40, each with an id, a name, its days, whether the applicant sees it, whether it emails them and its documents.',
  stageId: 'Each stage needs an id of 1 to 40 lower-case letters, digits or dashes.',
  stageIdTwice: 'Two stages have the same id: please give each stage its own.',
  stageName: 'Please give each stage a name of 1 to 60 characters (in every language).',
  stageDays: 'Please give the days each stage normally takes: a whole number from 0 to 365.',
  stageFlag: 'Please say with yes or no whether the applicant sees each stage and whether it emails them.',
  stageDocuments: 'Each stage may expect at most 32 documents.',
  stageDocument: (document: string) => `“${document}” is neither one of the twelve document slots (file1 to file12) nor a label of the extra-documents checklist.`,
  noStageInUse: 'At least one stage of the default list must be in use (not archived).',
  byCountry: 'Please give each country’s list as the ids of its stages, in order.',
  byCountryCountry: (country: string) => `“${country}” is not a country of the list.`,
  byCountryStage: (country: string) => `The list for ${country} names a stage that does not exist, names one twice, or has none in use.`,
  stageInUse: (count: string) =>
    `Applications in a stage this save leaves out: ${count}. A stage cannot be deleted while applications are in it; archive it instead: it is kept for them and offered for no new move.`,
  stagesSaved: 'Stages saved.',
  stageLeftOut: (count: string) =>
    `Applications in a stage their list (their destination’s, else the default) would no longer have: ${count}. Keep the stage in that list, or move them to another stage first.`,
  move: 'Please send the stage to move to, and optionally the day (YYYY-MM-DD) and a note.',
  stageUnknown: 'Please choose one of the stages.',
  stageArchived: 'That stage is archived: please choose one in use.',
  stageNotInList: 'That stage is not in the list this application follows (its destination’s, else the default).',
  stageDay: 'Please give the day of the step as YYYY-MM-DD, today or an earlier day.',
  stageDayFuture: 'The day of the step cannot be in the future.',
  stageNote: 'Please keep the note to 500 characters or fewer.',
  stageMoved: 'Stage saved.',
  alreadyInStage: 'Already in this stage: left as it was (its day in the stage kept).',
} as const;
