// otplib's CommonJS build requires @scure/base and @noble/hashes, which ship as ES modules only:
// Node 24 loads them natively, Jest (without --experimental-vm-modules) needs them transpiled.
const esmOnly = ['@scure', '@noble', '@otplib', 'otplib'];

module.exports = {
  ...require('../../jest.preset.js'),
  rootDir: __dirname,
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnly.join('|')})/)`],
};
