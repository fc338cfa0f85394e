module.exports = require('./test/jest-preset')(__dirname);
