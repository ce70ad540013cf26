// Integration and end-to-end suites: real PostgreSQL, Redis and Kafka (found or started by the
// global setup), one file at a time because they share the broker.
const path = require('node:path');
const preset = require('./jest.preset.js');

const support = path.join(__dirname, 'libs', 'test-support', 'src');

module.exports = {
  ...preset,
  testMatch: ['<rootDir>/test/**/*.int-spec.ts'],
  globalSetup: path.join(support, 'global-setup.ts'),
  globalTeardown: path.join(support, 'global-teardown.ts'),
  testTimeout: 90_000,
  maxWorkers: 1,
};
