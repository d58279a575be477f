/**
 * Ends the run's output with the tests that passed only on their retry, one a line, or says there were none:
 * a retry keeps one timing flake from failing the run, and the flake is a defect to mend (docs/decisions.md
 * "End-to-end retries"). Beside the list reporter, whose summary counts them among its other lines.
 */
import type { Reporter, TestCase } from '@playwright/test/reporter';

export default class FlakyReporter implements Reporter {
  private readonly flaky: TestCase[] = [];

  onTestEnd(test: TestCase): void {
    // Called once per try; the test is flaky once a later try passed after a failed one.
    if (test.outcome() === 'flaky' && !this.flaky.includes(test)) this.flaky.push(test);
  }

  onEnd(): void {
    if (this.flaky.length === 0) {
      console.log('flaky: none');
      return;
    }
    console.log(`flaky: ${this.flaky.length} (passed only on a retry; each is a defect to fix)`);
    for (const test of this.flaky) {
      const project = test.parent.project()?.name;
      console.log(`  flaky: [${project}] ${test.location.file}:${test.location.line} › ${test.title}`);
    }
  }

  printsToStdio(): boolean {
    return true;
  }
}
