import { messages, roleHas, SIGNED_OUT_EVERYWHERE } from '@seller/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, type ComponentType } from 'react';
import {
  createBrowserRouter,
  Navigate,
  Outlet,
  useLocation,
  useNavigate,
  useParams,
  type RouteObject,
} from 'react-router';
import { setForbiddenHandler, setUnauthorizedHandler } from '../lib/http.ts';
import { queryKeys } from '../lib/query-keys.ts';
import { useRole } from '../lib/rights.ts';
import { clearSession, lastPath, readSession, rememberPath, useSession } from '../lib/session.ts';
import { lazyNamed } from '../lib/lazy-named.ts';
import { ErrorPage } from '../features/legal/error-page.tsx';
import { detailPages, ProductEditPage, shellPages } from './pages.tsx';
import { invitationPath, pageRights, paths, printPaths } from './paths.ts';
import { RouteError } from './route-error.tsx';
import { useRouteFocus } from './route-focus.ts';
import { recordVisit, visitOf } from './visits.ts';
import { ShellLayout } from './shell/shell-layout.tsx';

// The signed-out pages load on first visit, so a signed-in seller's first screen does not carry them.
// The error page does not: it is also the routes' errorElement, shown when a chunk fails to load.
const LoginPage = lazyNamed(() => import('../features/auth/login-page.tsx'), 'LoginPage');
const PayResultPage = lazyNamed(() => import('../features/legal/pay-result-page.tsx'), 'PayResultPage');
const PrivacyPage = lazyNamed(() => import('../features/legal/privacy-page.tsx'), 'PrivacyPage');
const PackingSlipsPage = lazyNamed(() => import('../features/print/packing-slips-page.tsx'), 'PackingSlipsPage');
const PickListPage = lazyNamed(() => import('../features/print/pick-list-page.tsx'), 'PickListPage');
const InvitationPage = lazyNamed(() => import('../features/staff/invitation-page.tsx'), 'InvitationPage');

const PUBLIC_PATHS: string[] = [paths.intro, paths.error, paths.privacy, paths.payResult];
/** Paths never kept as the last path: the print pages live in their own tabs. */
const NOT_REMEMBERED: string[] = [...PUBLIC_PATHS, ...Object.values(printPaths)];

/** Sends a lost session (any 401) back to sign-in, where the reason is shown. */
function Root() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useRouteFocus();

  useEffect(() => {
    setUnauthorizedHandler((code) => {
      if (!readSession()) return; // several calls may fail at once; the first one signs out
      // A session ended by 모든 기기에서 로그아웃 (on another device, or in another tab) says so (issue 38 §12).
      const notice = code === SIGNED_OUT_EVERYWHERE ? messages.auth.loggedOutEverywhere : messages.auth.sessionProblem;
      clearSession(notice, { keepPath: true });
      queryClient.removeQueries();
      navigate(paths.intro, { replace: true });
    });
    setForbiddenHandler((code) => {
      // The role needs two-step sign-in before anything else: its setup screen.
      if (code === 'SECOND_STEP_SETUP_REQUIRED') navigate(paths.secondStep, { replace: true });
      // The role changed since the screen was drawn: read it again, so the screen shows what it may do.
      if (code === 'FORBIDDEN_RIGHT') void queryClient.invalidateQueries({ queryKey: queryKeys.seller.all });
    });
  }, [navigate, queryClient]);

  return (
    <Suspense fallback={null}>
      <Outlet />
    </Suspense>
  );
}

const home = () => lastPath() ?? paths.home;

function SignedIn() {
  return useSession() ? <ShellLayout /> : <Navigate to={paths.intro} replace />;
}
/** A signed-in page outside the shell (the print pages): no side navigation, nothing but the page. */
function SignedInBare({ children }: { children: React.ReactNode }) {
  return useSession() ? children : <Navigate to={paths.intro} replace />;
}
function SignedOut({ children }: { children: React.ReactNode }) {
  return useSession() ? <Navigate to={home()} replace /> : children;
}
function Fallback() {
  return <Navigate to={useSession() ? paths.home : paths.intro} replace />;
}
function StartPage() {
  return <Navigate to={useSession() ? home() : paths.intro} replace />;
}
/** `/payResult` is of the signed-out route set (spec 01 §2); signed in it is unknown, so home. */
function PayResultRoute() {
  return useSession() ? <Navigate to={paths.home} replace /> : <PayResultPage />;
}

function DetailRoute() {
  const { type = '' } = useParams();
  const Page = detailPages[type];
  return Page ? <Page /> : <Navigate to={paths.home} replace />;
}

/** A page that starts afresh on each visit (`visits.ts`): the product forms, whose leaving is guarded. */
function FreshEachVisit({ page: Page }: { page: ComponentType }) {
  return <Page key={visitOf(useLocation().key)} />;
}
const FRESH_EACH_VISIT: string[] = ['productRegister'];

/** A page some roles cannot open (`pageRights`): others go home; nothing shows until the role is known. */
function RightGate({ page, children }: { page: keyof typeof shellPages; children: React.ReactNode }) {
  const role = useRole();
  const right = pageRights[page];
  if (!right) return children;
  if (role === null) return null;
  return roleHas(role, right) ? children : <Navigate to={paths.home} replace />;
}

const shellRoutes: RouteObject[] = Object.entries(shellPages).map(([key, Page]) => ({
  path: paths[key as keyof typeof shellPages],
  element: (
    <RightGate page={key as keyof typeof shellPages}>
      {FRESH_EACH_VISIT.includes(key) ? <FreshEachVisit page={Page} /> : <Page />}
    </RightGate>
  ),
}));

export const routes: RouteObject[] = [
  {
    element: <Root />,
    errorElement: <RouteError />,
    children: [
      { path: '/', element: <StartPage /> },
      {
        path: paths.intro,
        element: (
          <SignedOut>
            <LoginPage />
          </SignedOut>
        ),
      },
      { path: paths.error, element: <ErrorPage /> },
      { path: invitationPath, element: <InvitationPage /> },
      { path: paths.privacy, element: <PrivacyPage /> },
      { path: paths.payResult, element: <PayResultRoute /> },
      {
        path: printPaths.packingSlips,
        element: (
          <SignedInBare>
            <PackingSlipsPage />
          </SignedInBare>
        ),
      },
      {
        path: printPaths.pickList,
        element: (
          <SignedInBare>
            <PickListPage />
          </SignedInBare>
        ),
      },
      {
        element: <SignedIn />,
        children: [
          ...shellRoutes,
          { path: '/detail/productEdit/:code', element: <FreshEachVisit page={ProductEditPage} /> },
          { path: '/detail/:type/:id', element: <DetailRoute /> },
        ],
      },
      { path: '*', element: <Fallback /> },
    ],
  },
];

/**
 * The router. The last visited path is kept as soon as the router moves, before the (lazily loaded)
 * page has rendered, so a reload right after a click still comes back to it; so is the visit
 * (`visits.ts`) the page renders with.
 */
export function createRouter() {
  const router = createBrowserRouter(routes);
  const remember = ({ pathname, search }: { pathname: string; search: string }) => {
    if (readSession() && pathname !== '/' && !NOT_REMEMBERED.includes(pathname) && !pathname.startsWith('/invitation/'))
      rememberPath(pathname + search);
  };
  remember(router.state.location);
  recordVisit(router.state.location);
  router.subscribe((state) => {
    recordVisit(state.location);
    remember(state.location);
  });
  return router;
}
