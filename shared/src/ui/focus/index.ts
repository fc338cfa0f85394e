export { useReturnFocus } from './use-return-focus';
