import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import koKR from 'antd/locale/ko_KR';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import './app/styles.css';
import { AppErrorBoundary } from './app/route-error.tsx';
import { createRouter } from './app/router.tsx';
import { DialogHost } from './components/dialog-host.tsx';
import { ApiError } from './lib/http.ts';

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

/** Brand colour, with text tones dark enough for WCAG AA contrast on white. */
const theme = {
  token: {
    colorPrimary: '#c2185b',
    colorLink: '#ad1457',
    // Hovered links darken (antd would lighten them below AA on white).
    colorLinkHover: '#880e4f',
    // Danger buttons and error text: antd's #ff4d4f is 3.3:1 on white, this red 5.6:1.
    colorError: '#c62828',
    colorTextDescription: '#595959',
    colorTextTertiary: '#595959',
    colorTextQuaternary: '#6b6b6b',
    colorTextPlaceholder: '#6b6b6b',
    borderRadius: 6,
  },
};

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ConfigProvider locale={koKR} theme={theme}>
      <AppErrorBoundary>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
          <DialogHost />
        </QueryClientProvider>
      </AppErrorBoundary>
    </ConfigProvider>
  </StrictMode>,
);
