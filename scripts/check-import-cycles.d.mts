export const SOURCE_DIRS: string[];
export function importGraph(files: string[]): Map<string, string[]>;
export function cyclesOf(graph: Map<string, string[]>): string[][];
export function findImportCycles(base?: string, dirs?: string[]): string[][];
