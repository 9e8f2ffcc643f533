/** The part of Vitest's JSON report that the closing line is counted from. */
export interface JsonReport {
  numPassedTests?: number;
  numFailedTests?: number;
  testResults?: { status: string; assertionResults?: { status: string }[] }[];
}

export interface Counts {
  passed: number;
  failed: number;
}

export function countResults(report: JsonReport, exitStatus: number | null): Counts;
export function closingLine(counts: Counts): string;
