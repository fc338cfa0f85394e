// What a front-end package's tests share: a scripted API, the app's providers around a page, a member.
export * from './fake-api';
export * from './render-with-providers';
export { testUser } from './test-user';
export { renderWithTheme } from '../../src/ui/testing/render-with-theme';
