// A vitest reporter that lists the tests which passed only on a retry (`retry` in vitest.config.ts), so `npm test`'s
// summary can name them: the issue-42 budget counts retried tests, and the default reporter's «(retry x1)» is easy to
// miss in a long log. It writes `[{ file, name, retries, state }]` to the file named by RETRY_REPORT.
import { writeFileSync } from 'node:fs';

export default class RetryReporter {
  retried = [];

  onTestCaseResult(testCase) {
    const retries = testCase.diagnostic()?.retryCount ?? 0;
    if (retries > 0) {
      this.retried.push({ file: testCase.module.moduleId, name: testCase.fullName, retries, state: testCase.result().state });
    }
  }

  onTestRunEnd() {
    if (process.env.RETRY_REPORT) writeFileSync(process.env.RETRY_REPORT, JSON.stringify(this.retried, null, 2));
  }
}
