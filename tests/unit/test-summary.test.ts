import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { addCounts, closingLine, countResults, failedNames, type JsonReport } from '../../scripts/test-summary.mjs';

const file = (status: string, tests: string[]) => ({ status, assertionResults: tests.map((s) => ({ status: s })) });

describe('countResults', () => {
  it('counts one failed test once, although its file and describe block fail with it', () => {
    const report: JsonReport = {
      numPassedTests: 887,
      numFailedTests: 1,
      // numFailedTestSuites would be 2 here (the file and its describe block): not counted.
      testResults: [file('failed', ['passed', 'failed']), file('passed', ['passed'])],
    };
    expect(countResults(report, 1)).toEqual({ passed: 887, failed: 1 });
  });

  it('counts a file that fails to load, with no test collected, as one failure', () => {
    const report: JsonReport = { numPassedTests: 3, numFailedTests: 0, testResults: [file('failed', []), file('passed', ['passed'])] };
    expect(countResults(report, 1)).toEqual({ passed: 3, failed: 1 });
  });

  it('counts a file whose tests passed but whose hook failed as one failure', () => {
    const report: JsonReport = { numPassedTests: 2, numFailedTests: 0, testResults: [file('failed', ['passed', 'passed'])] };
    expect(countResults(report, 1)).toEqual({ passed: 2, failed: 1 });
  });

  it('adds failed tests and files that failed without a failed test', () => {
    const report: JsonReport = {
      numPassedTests: 5,
      numFailedTests: 3,
      testResults: [file('failed', ['failed', 'failed', 'passed']), file('failed', []), file('failed', ['failed']), file('passed', ['passed'])],
    };
    expect(countResults(report, 1)).toEqual({ passed: 5, failed: 4 });
  });

  it('reports a non-zero exit with no failure in the report as one failure', () => {
    const report: JsonReport = { numPassedTests: 10, numFailedTests: 0, testResults: [file('passed', ['passed'])] };
    expect(countResults(report, 1)).toEqual({ passed: 10, failed: 1 });
    expect(countResults(report, null)).toEqual({ passed: 10, failed: 1 });
    expect(countResults(report, 0)).toEqual({ passed: 10, failed: 0 });
  });
});

describe('closingLine', () => {
  it('is the plain line CI reads', () => {
    expect(closingLine({ passed: 887, failed: 1 })).toBe('tests: 887 passed, 1 failed');
    expect(closingLine({ passed: 0, failed: 0 })).toMatch(/^tests: \d+ passed, \d+ failed$/);
  });
});

describe('on a real Vitest JSON report', () => {
  it('counts one failed test and one file that does not load as two failures', () => {
    const out = join(mkdtempSync(join(tmpdir(), 'test-summary-')), 'report.json');
    const run = spawnSync(
      process.execPath,
      ['node_modules/vitest/vitest.mjs', 'run', '--root', 'tests/unit/fixtures/test-summary', '--reporter=json', `--outputFile.json=${out}`],
      { encoding: 'utf8', env: { ...process.env, CI: 'true' } },
    );
    expect(run.status).toBe(1);
    const report = JSON.parse(readFileSync(out, 'utf8'));
    // What the old formula (numFailedTests + numFailedTestSuites) added up: 1 + 3.
    expect(report.numFailedTests + report.numFailedTestSuites).toBe(4);
    expect(countResults(report, run.status)).toEqual({ passed: 2, failed: 2 });
  }, 60_000);
});

describe('addCounts', () => {
  it('adds the counts of runs made side by side, each counted with its own exit status', () => {
    const server: JsonReport = { numPassedTests: 1_900, numFailedTests: 0, testResults: [file('passed', ['passed'])] };
    const browser: JsonReport = { numPassedTests: 1_300, numFailedTests: 2, testResults: [file('failed', ['failed', 'failed', 'passed'])] };
    expect(addCounts([countResults(server, 0), countResults(browser, 1)])).toEqual({ passed: 3_200, failed: 2 });
    // A run that crashed without a report still counts as one failure.
    expect(addCounts([countResults(server, 0), countResults({}, 1)])).toEqual({ passed: 1_900, failed: 1 });
  });
});

describe('failedNames', () => {
  it('names each failed test by file and title, and each file that failed without one', () => {
    const report: JsonReport = {
      testResults: [
        { name: '/repo/tests/server/a.test.ts', status: 'failed', assertionResults: [{ status: 'failed', fullName: 'a > refuses' }, { status: 'passed', fullName: 'a > saves' }] },
        { name: '/repo/tests/e2e/b.e2e.ts', status: 'failed', assertionResults: [] },
        { name: '/repo/tests/unit/c.test.ts', status: 'passed', assertionResults: [{ status: 'passed', fullName: 'c' }] },
      ],
    };
    expect(failedNames(report, '/repo/')).toEqual(['tests/server/a.test.ts > a > refuses', 'tests/e2e/b.e2e.ts']);
  });
});
