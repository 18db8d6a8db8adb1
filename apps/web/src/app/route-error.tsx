import { Component, type ReactNode } from 'react';
import { useRouteError } from 'react-router';
import { ErrorPage, ErrorView } from '../features/legal/error-page.tsx';
import { isChunkLoadError, reloadOnce } from '../lib/chunk-reload.ts';
import { paths } from './paths.ts';

/**
 * The routes' `errorElement`: a page that threw while rendering or loading shows the app's error
 * page (never React Router's English default); a chunk missing after a deploy reloads the page once.
 */
export function RouteError() {
  const error = useRouteError();
  if (isChunkLoadError(error) && reloadOnce()) return null;
  console.error(error);
  return <ErrorPage />;
}

/**
 * The last net, around the router and the dialogs: anything that throws outside a route shows the
 * same error page, whose button loads home afresh.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    if (isChunkLoadError(error)) reloadOnce();
  }

  override render() {
    return this.state.failed ? <ErrorView onHome={() => location.assign(paths.home)} /> : this.props.children;
  }
}
