// One Jest run for the front-end packages (each keeps its own config).
module.exports = {
  projects: [
    '<rootDir>/contract',
    '<rootDir>/shared',
    '<rootDir>/host',
    '<rootDir>/remote-garage',
    '<rootDir>/remote-community',
    '<rootDir>/remote-account',
    '<rootDir>/remote-admin',
  ],
};
