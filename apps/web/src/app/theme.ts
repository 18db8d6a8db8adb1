import type { ThemeConfig } from 'antd';

/**
 * Brand colour, with text tones dark enough for WCAG AA contrast on white. The build renders antd's
 * styles with this same theme into a static CSS file (`build/antd-static-css.ts`), so the app runs
 * antd with `zeroRuntime` and generates no styles in the browser.
 */
export const theme = {
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
} satisfies ThemeConfig;
