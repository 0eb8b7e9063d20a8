// What the browser builds share of react-router (federationShared: the 'react-router' singleton
// provides this module). A shared module is provided whole, since any app may use any of its
// exports: the whole package was ~200 KB minified in every page's first load, most of it the
// server, framework-mode and RSC parts no browser code here calls. Re-exporting only what the apps'
// browser code imports lets the build leave out the rest. A name missing here fails the build
// (exportsPresence: 'error'), so an app that starts to use another export adds it here.
// 'oap-react-router-impl' is react-router itself (a resolve alias), named otherwise so that this
// module's own import is not taken for the shared one.
export {
  Link,
  Outlet,
  RouterProvider,
  ScrollRestoration,
  createBrowserRouter,
  createMemoryRouter,
  data,
  isRouteErrorResponse,
  matchRoutes,
  redirect,
  useInRouterContext,
  useLoaderData,
  useLocation,
  useMatches,
  useNavigate,
  useNavigation,
  useRouteError,
} from 'oap-react-router-impl';
