// See jest.config.js: otplib's ES-module-only dependencies are transpiled for Jest.
const esmOnly = ['@scure', '@noble', '@otplib', 'otplib'];

module.exports = {
  ...require('../../jest.int.preset.js'),
  rootDir: __dirname,
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnly.join('|')})/)`],
};
