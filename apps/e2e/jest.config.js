// End-to-end: the built system as separate processes, driven through Debian's Chromium.
module.exports = { ...require('../../jest.int.preset.js'), rootDir: __dirname, testMatch: ['<rootDir>/test/**/*.e2e-spec.ts'], testTimeout: 120_000 };
