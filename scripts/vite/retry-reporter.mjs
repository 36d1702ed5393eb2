// A vitest reporter that lists the tests which passed only on a retry (`retry` in vitest.config.ts), so `npm test`'s
// summary can name them: the issue-42 budget counts retried tests, and the default reporter's «(retry x1)» is easy to
// miss in a long log. It writes `[{ file, name, retries, state, errors }]` to the file named by RETRY_REPORT: `errors`
// are each failed attempt's error in a few lines (`describe` below; the runner keeps them when a retry passes), so a
// flake can be diagnosed from the CI log alone.
import { writeFileSync } from 'node:fs';

/**
 * An attempt's error in a few lines: its first line, where in the test file it was thrown (the stack's first frame in
 * tests/), and for a browser action its call log's last steps (what the action waited for, what covered the element):
 * «locator.click: Timeout 30000ms exceeded» alone does not say which click, nor why.
 */
function describe(e) {
  const message = String(e.message ?? e);
  const lines = [message.split('\n')[0].slice(0, 300)];
  // An assertion's first line shortens what it received («[ { id: 'color-contrast', …(4) } ]»): the value itself, on
  // one line, says which element or field it was (vitest keeps it, serialized, as `actual`).
  if (typeof e.actual === 'string' && e.actual.length > 0) lines.push(`received: ${e.actual.replace(/\s+/g, ' ').slice(0, 400)}`);
  const at = String(e.stack ?? '')
    .split('\n')
    .find((l) => l.includes('/tests/') && !l.includes('node_modules'));
  if (at) lines.push(`at ${at.trim().replace(/^at /, '').slice(0, 200)}`);
  const log = message.split('\n').filter((l) => /^\s+- /.test(l));
  for (const l of log.slice(-3)) lines.push(l.trim().slice(0, 200));
  return lines.join('\n      ');
}

export default class RetryReporter {
  retried = [];

  onTestCaseResult(testCase) {
    const retries = testCase.diagnostic()?.retryCount ?? 0;
    if (retries > 0) {
      const result = testCase.result();
      const errors = (result.errors ?? []).map(describe);
      this.retried.push({ file: testCase.module.moduleId, name: testCase.fullName, retries, state: result.state, errors });
    }
  }

  onTestRunEnd() {
    if (process.env.RETRY_REPORT) writeFileSync(process.env.RETRY_REPORT, JSON.stringify(this.retried, null, 2));
  }
}
