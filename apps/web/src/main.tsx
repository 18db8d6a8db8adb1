import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import DownOutlined from '@ant-design/icons/DownOutlined';
import { ConfigProvider } from 'antd';
import koKR from 'antd/es/locale/ko_KR';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
// antd's styles, built for the app's theme (build/antd-static-css.ts), before the app's own.
import 'virtual:antd.css';
import './app/styles.css';
import { AppErrorBoundary } from './app/route-error.tsx';
import { createRouter } from './app/router.tsx';
import { theme } from './app/theme.ts';
import { DialogHost } from './components/dialog-host.tsx';
import { ApiError } from './lib/http.ts';

/**
 * Every select's arrow hidden from screen readers: antd's names itself "down" in English, read after
 * each select's own (Korean) name.
 */
const SELECT = { suffixIcon: <DownOutlined aria-hidden /> };

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 15_000,
      refetchOnWindowFocus: false,
      retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
    },
  },
});

const router = createRouter();

const zeroRuntimeTheme = { ...theme, zeroRuntime: true };

const root = createRoot(document.getElementById('root')!);
// The first screen renders as a transition: React works in slices and gives the browser the main
// thread between them (input, paint), instead of one long task of the whole tree.
startTransition(() =>
  root.render(
    <StrictMode>
      <ConfigProvider locale={koKR} theme={zeroRuntimeTheme} select={SELECT}>
        <AppErrorBoundary>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
            <DialogHost />
          </QueryClientProvider>
        </AppErrorBoundary>
      </ConfigProvider>
    </StrictMode>,
  ),
);
