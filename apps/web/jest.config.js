// Web unit tests run in jsdom. `jest-environment-jsdom` is not installed in this workspace, so the
// environment is a small local one over the installed `jsdom` (see jest.jsdom-environment.js).
const preset = require('../../jest.preset.js');

module.exports = {
  ...preset,
  rootDir: __dirname,
  testEnvironment: '<rootDir>/jest.jsdom-environment.js',
  testMatch: ['<rootDir>/src/**/*.spec.{ts,tsx}'],
  setupFilesAfterEnv: ['<rootDir>/src/test-utils/setup.ts'],
  // A page rendered in jsdom with Chakra takes 1-3 s on a quiet 2-core machine and several times
  // that while other builds run beside it; 5 s made page specs fail on load alone.
  testTimeout: 20_000,
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    '^@/(.*)$': '<rootDir>/src/$1',
    '\\.css$': '<rootDir>/jest.style-stub.js',
  },
};
