// Appends each Jest run's counts to $TEST_RESULTS_DIR so `npm test` can print one closing line
// over every project and suite kind.
const { appendFileSync, mkdirSync } = require('node:fs');
const { join } = require('node:path');

class ResultsReporter {
  onRunComplete(_contexts, results) {
    const dir = process.env.TEST_RESULTS_DIR;
    if (!dir) return;
    mkdirSync(dir, { recursive: true });
    const line = { cwd: process.cwd(), passed: results.numPassedTests, failed: results.numFailedTests, skipped: results.numPendingTests + results.numTodoTests };
    appendFileSync(join(dir, 'results.jsonl'), `${JSON.stringify(line)}\n`);
  }
}

module.exports = ResultsReporter;
