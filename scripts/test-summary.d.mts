/** The part of Vitest's JSON report that the closing line is counted from. */
export interface JsonReport {
  numPassedTests?: number;
  numFailedTests?: number;
  testResults?: { name?: string; status: string; assertionResults?: { status: string; fullName?: string; title?: string }[] }[];
}

export interface Counts {
  passed: number;
  failed: number;
}

export function countResults(report: JsonReport, exitStatus: number | null): Counts;
export function closingLine(counts: Counts): string;
export function addCounts(counts: Counts[]): Counts;
export function failedNames(report: JsonReport, root: string): string[];
