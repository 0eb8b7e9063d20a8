// What the browser builds share of react-router (federationShared: the 'react-router' singleton
// provides this module). A shared module is provided whole, since any app may use any of its
// exports: the whole package was ~200 KB minified in every page's first load, much of it the server
// runtime (cookies, sessions, request handlers), framework mode and RSC, which no browser code here
// calls. This lists the names the browser code imports, and nothing more: react-router's whole
// client API (every hook, the declarative and memory routers) was ~13 KB more minified (3.5 KB gzip)
// in every first page, for names nothing called. An app that takes up another name adds it here:
// a browser module importing a name missing here fails shared/src/packageImports.test.ts (the build
// cannot see it: the import goes through the shared module, whose exports it does not know). Since
// the shell's copy is the one every page uses, a name added here reaches readers only once the shell
// is deployed with it: deploy the shell before a remote that needs it.
// 'oap-react-router-impl' is react-router itself (a resolve alias), named otherwise so that this
// module's own import is not taken for the shared one.
export {
  createBrowserRouter,
  data,
  Form,
  isRouteErrorResponse,
  Link,
  matchRoutes,
  Outlet,
  redirect,
  redirectDocument,
  RouterProvider,
  ScrollRestoration,
  useActionData,
  useInRouterContext,
  useLoaderData,
  useLocation,
  useMatches,
  useNavigate,
  useNavigation,
  useParams,
  useRouteError,
} from 'oap-react-router-impl';
