export function normaliseStatement(text: string): string;
export function statementsInWrite(buffer: Buffer): string[];
