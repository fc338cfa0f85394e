export * from './language-choice';
export * from './language-provider';
export * from './messages-provider';
