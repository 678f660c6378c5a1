import type { Reporter, TestCase, TestModule } from 'vitest/node';

type Retried = { name: string; errors: string[] };

/**
 * The default reporter marks a test that passed on its second try but prints nothing of the
 * first try's failure, so a flaky wait was seen only as "(retry x1)" and could not be traced.
 * This prints those first failures at the end of the run, in CI's log as in a local one.
 */
export default class RetriedReporter implements Reporter {
  private readonly retried: Retried[] = [];

  onTestCaseResult(testCase: TestCase): void {
    const result = testCase.result();
    if (result.state !== 'passed' || !result.errors?.length) return;
    this.retried.push({
      name: `${testCase.module.moduleId.replace(/^.*\/tests\//, 'tests/')} > ${testCase.fullName}`,
      errors: result.errors.map((e) => (e.stack ?? `${e.name ?? 'Error'}: ${e.message}`).split('\n').filter((line) => !line.includes('/node_modules/')).slice(0, 12).join('\n')),
    });
  }

  onTestRunEnd(_modules: ReadonlyArray<TestModule>): void {
    if (this.retried.length === 0) return;
    const lines = [`\nPassed on a second try (${this.retried.length}); the first try failed with:`];
    for (const r of this.retried) lines.push(`\n- ${r.name}`, ...r.errors.map((e) => e.replace(/^/gm, '    ')));
    process.stdout.write(`${lines.join('\n')}\n`);
  }
}
