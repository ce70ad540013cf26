module.exports = { ...require('../../jest.int.preset.js'), rootDir: __dirname };
