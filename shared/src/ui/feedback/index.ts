export { VisuallyHidden } from './visually-hidden';
export { Spinner } from './spinner';
export type { SpinnerProps } from './spinner';
