module.exports = require('@vg/shared/jest-preset')(__dirname);
