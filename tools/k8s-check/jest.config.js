const path = require('node:path');

const preset = require('../../jest.preset.js');
const modules = path.join(__dirname, '..', '..', 'node_modules');

// kubernetes-models (and jose, which the service kit signs with) ships ES modules only, with an `exports` map that has no `require` condition:
// map its specifiers to files and let SWC turn them (and their ESM-only dependencies) into CommonJS.
const esmOnly = ['kubernetes-models', '@kubernetes-models', 'is-cidr', 'cidr-regex', 'jose'];

module.exports = {
  ...preset,
  rootDir: __dirname,
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    '^kubernetes-models/(.+)$': `${modules}/kubernetes-models/$1.js`,
    '^@kubernetes-models/(cloudnative-pg|apimachinery)/(.+)$': `${modules}/@kubernetes-models/$1/$2.js`,
    '^@kubernetes-models/(base|validate)$': `${modules}/@kubernetes-models/$1/dist/index.js`,
    '^@kubernetes-models/validate/runtime/(.+)$': `${modules}/@kubernetes-models/validate/dist/runtime/$1.js`,
  },
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnly.join('|')})/)`],
};
