export { Toaster } from './toaster';
