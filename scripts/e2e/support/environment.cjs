// The e2e tests' Jest environment: Node's, plus a flag the after-each guard reads
// (support/console-guard.ts), so a failed test leaves a screenshot and what its pages showed.
const { TestEnvironment } = require('jest-environment-node');

class E2eEnvironment extends TestEnvironment {
  async handleTestEvent(event) {
    if (event.name === 'test_start') this.global.__e2eTestFailed = false;
    if (event.name === 'test_fn_failure' || event.name === 'hook_failure')
      this.global.__e2eTestFailed = true;
  }
}

module.exports = E2eEnvironment;
