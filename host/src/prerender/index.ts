// The build-time entry (host/webpack.prerender.js): bundled for Node, run once per build.
export { PRERENDERED_PAGES } from './page-meta';
export { prerenderedDocument } from './html-document';
export { renderPage } from './render-page';
