// A vitest reporter that lists the tests which passed only on a retry (`retry` in vitest.config.ts), so `npm test`'s
// summary can name them: the issue-42 budget counts retried tests, and the default reporter's «(retry x1)» is easy to
// miss in a long log. It writes `[{ file, name, retries, state, errors }]` to the file named by RETRY_REPORT: `errors`
// are the first line of each failed attempt's error (the runner keeps them when a retry passes), so a flake can be
// diagnosed from the CI log alone.
import { writeFileSync } from 'node:fs';

export default class RetryReporter {
  retried = [];

  onTestCaseResult(testCase) {
    const retries = testCase.diagnostic()?.retryCount ?? 0;
    if (retries > 0) {
      const result = testCase.result();
      const errors = (result.errors ?? []).map((e) =>
        String(e.message ?? e)
          .split('\n')[0]
          .slice(0, 300),
      );
      this.retried.push({ file: testCase.module.moduleId, name: testCase.fullName, retries, state: result.state, errors });
    }
  }

  onTestRunEnd() {
    if (process.env.RETRY_REPORT) writeFileSync(process.env.RETRY_REPORT, JSON.stringify(this.retried, null, 2));
  }
}
