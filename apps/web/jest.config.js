// Web unit tests run in jsdom, with Jest's own jest-environment-jsdom. The web globals jsdom lacks
// (the fetch API that RTK Query's fetchBaseQuery needs, streams, TextEncoder...) are Node's,
// installed by src/test-utils/setup.ts.
const preset = require('../../jest.preset.js');

module.exports = {
  ...preset,
  rootDir: __dirname,
  testEnvironment: 'jsdom',
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
