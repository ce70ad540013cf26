// Shared Jest setup: SWC transpiles TypeScript (with Nest's decorator metadata), libraries resolve
// to their sources so unit tests never need a build.
const path = require('node:path');

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      target: 'es2023',
      keepClassNames: true,
    },
    module: { type: 'commonjs' },
  },
];

const libs = path.join(__dirname, 'libs');

// otplib's CommonJS build requires @scure/base and @noble/hashes, and jose (the Google sandbox's
// signing) is published as ES modules only, and @react-email/render (a .cjs file) loads react-dom/server
// with a dynamic import(): Node 24 loads them natively; Jest (without --experimental-vm-modules) needs
// them transpiled.
const esmOnly = ['@scure', '@noble', '@otplib', 'otplib', 'jose', '@react-email/render'];

module.exports = {
  testEnvironment: 'node',
  transform: { '^.+\\.(c?js|jsx|tsx?)$': swc },
  moduleNameMapper: {
    '^@app/(contracts|service-kit|test-support|google-sandbox|mail)$': `${libs}/$1/src/index.ts`,
  },
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnly.join('|')})/)`],
  reporters: ['default', path.join(__dirname, 'scripts', 'jest-results.reporter.js')],
};
