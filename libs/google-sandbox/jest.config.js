// Unit tests beside the code and the SDK-driven tests in test/: all in-process HTTP on 127.0.0.1,
// no PostgreSQL, Redis or Kafka, so they run with the unit tests.
module.exports = { ...require('../../jest.preset.js'), rootDir: __dirname, testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.spec.ts'] };
