import { labels } from '@seller/domain';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppErrorBoundary, RouteError } from '../src/app/route-error.tsx';
import { lazyNamed } from '../src/lib/lazy-named.ts';

function Broken(): never {
  throw new Error('render failed');
}

/** The app's shape: a layout route with the errorElement above the pages. */
function renderRoutes(page: React.ReactNode) {
  const router = createMemoryRouter([
    { element: <Outlet />, errorElement: <RouteError />, children: [{ path: '/', element: page }] },
  ]);
  return render(<RouterProvider router={router} />);
}

describe('errors in the browser', () => {
  // React and the route error report the failure on the console; keep the test output readable.
  afterEach(() => vi.restoreAllMocks());
  const quiet = () => vi.spyOn(console, 'error').mockImplementation(() => {});

  it('a page that throws shows the Korean error page, not React Router’s default', async () => {
    quiet();
    renderRoutes(<Broken />);
    expect(await screen.findByText(labels.legal.errorText)).toBeTruthy();
    expect(screen.getByRole('button', { name: labels.legal.home })).toBeTruthy();
    expect(screen.queryByText(/Unexpected Application Error/)).toBeNull();
  });

  it('a page whose module fails to load for another reason shows the error page too', async () => {
    quiet();
    const Page = lazyNamed(() => Promise.reject(new Error('boom')) as Promise<{ X: () => null }>, 'X');
    renderRoutes(<Page />);
    expect(await screen.findByText(labels.legal.errorText)).toBeTruthy();
  });

  it('an error outside the routes shows the same page', async () => {
    quiet();
    render(
      <AppErrorBoundary>
        <Broken />
      </AppErrorBoundary>,
    );
    expect(await screen.findByText(labels.legal.errorText)).toBeTruthy();
  });
});
