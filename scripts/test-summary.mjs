// The closing line of `npm test`, counted from Vitest's JSON report (`--reporter=json`).

/**
 * Failed tests, plus one for each test file that failed without a failed test of its own
 * (it did not load, or a hook outside any test threw). Vitest's `numFailedTestSuites` counts
 * the file and every describe block above a failed test as failed too, so adding it would
 * count one failed test two or three times.
 */
export function countResults(report, exitStatus) {
  const files = report.testResults ?? [];
  const failedWithoutTest = files.filter(
    (file) => file.status === 'failed' && !(file.assertionResults ?? []).some((test) => test.status === 'failed'),
  ).length;
  let failed = (report.numFailedTests ?? 0) + failedWithoutTest;
  // A run that exits non-zero has failed even when the report names no failure (an unhandled error).
  if (exitStatus !== 0 && failed === 0) failed = 1;
  return { passed: report.numPassedTests ?? 0, failed };
}

/** The line CI reads: `tests: N passed, N failed`, alone on its line. */
export function closingLine({ passed, failed }) {
  return `tests: ${passed} passed, ${failed} failed`;
}

/** The counts of runs made side by side (each already counted with its own exit status). */
export function addCounts(counts) {
  return counts.reduce((sum, c) => ({ passed: sum.passed + c.passed, failed: sum.failed + c.failed }), { passed: 0, failed: 0 });
}

/** What failed, one line each: `file > test`, or the file alone when it failed without a failed test. */
export function failedNames(report, root) {
  return (report.testResults ?? []).flatMap((file) => {
    const name = String(file.name ?? '').replace(root, '');
    const tests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    if (tests.length) return tests.map((test) => `${name} > ${test.fullName ?? test.title ?? ''}`);
    return file.status === 'failed' ? [name] : [];
  });
}
