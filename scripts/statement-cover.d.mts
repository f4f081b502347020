export const JOURNEYS: 'journeys';
export function readStatements(dir: string): Map<string, Set<string>>;
export function chooseFiles(
  byTag: Map<string, Set<string>>,
  options: { candidates: string[]; mustRun?: string[]; seconds?: Map<string, number> },
): { files: string[]; universe: number; covered: number; onlyJourneys: string[] };
