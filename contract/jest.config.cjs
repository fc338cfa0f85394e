module.exports = require('../shared/test/jest-preset')(__dirname);
