// What the apps share as 'react-router-dom' (docs/adr/0012): React Router 6's component router
// (BrowserRouter, Routes, Link, the hooks) without its data routers. A shared module is never
// tree-shaken, because the host cannot know which exports a remote will use; shared whole,
// React Router brought its data-router engine (createRouter, the static handler: 20 KB gzip) to
// every first load although no app uses it. This list is the promise instead: every export of
// the component router is here, so a remote may use any of them; the data routers
// (createBrowserRouter, RouterProvider, loaders, actions, fetchers, Form) are not, and a build
// that asks for one fails (`exportsPresence: 'error'` in createAppConfig).
// The deep path keeps federation from matching this module's own import as the shared request.
export {
  BrowserRouter,
  HashRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavigationType,
  NavLink,
  Outlet,
  Route,
  Router,
  Routes,
  UNSAFE_LocationContext,
  UNSAFE_NavigationContext,
  UNSAFE_RouteContext,
  createPath,
  createRoutesFromChildren,
  createRoutesFromElements,
  createSearchParams,
  generatePath,
  matchPath,
  matchRoutes,
  parsePath,
  renderMatches,
  resolvePath,
  unstable_HistoryRouter,
  useBeforeUnload,
  useHref,
  useInRouterContext,
  useLinkClickHandler,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
} from 'react-router-dom/dist/index.js';
