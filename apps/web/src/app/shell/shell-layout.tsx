import {
  BellFilled,
  BellOutlined,
  LogoutOutlined,
  MenuFoldOutlined,
  MenuOutlined,
  MenuUnfoldOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { labels, messages } from '@seller/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Layout, Spin } from 'antd';
import { Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { logout } from '../../features/auth/api.ts';
import { useSellerInfo } from '../../lib/seller.ts';
import { dialog } from '../../lib/dialog.ts';
import { company } from '../../lib/links.ts';
import { lazyNamed } from '../../lib/lazy-named.ts';
import { focusMain, MAIN_ID } from '../../lib/main-region.ts';
import { clearSession, useRequiredSession } from '../../lib/session.ts';
import { paths } from '../paths.ts';
import { IdleWarning } from './idle-warning.tsx';
import { SideNav } from './side-nav.tsx';
import { useLiveUpdates, useNavCounts, useNotifySetting } from './live-updates.ts';

// The phone menu's drawer loads only on a phone: a desktop screen never carries it.
const Drawer = lazyNamed(() => import('./shell-drawer.tsx'), 'ShellDrawer');

/** antd's `md` breakpoint: below it the navigation is a drawer. */
const WIDE = '(min-width: 768px)';
const watchWidth = (onChange: () => void) => {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
const isPhone = () => !window.matchMedia(WIDE).matches;

const SIDER_WIDTH = 240;
const SIDER_FOLDED = 48;

function NavContent({ collapsed, onUnfold }: { collapsed: boolean; onUnfold: () => void }) {
  const counts = useNavCounts(useRequiredSession().key);
  return (
    <nav aria-label={labels.shell.menu} className="shell-nav">
      <div className="shell-logo">{collapsed ? 'S' : labels.shell.brand}</div>
      <SideNav collapsed={collapsed} onUnfold={onUnfold} counts={counts} />
      {!collapsed && (
        <footer className="shell-footer">
          <div>{company.name}</div>
          <div>{labels.shell.phone(company.phone)}</div>
          <div>{labels.shell.businessNumber(company.businessNumber)}</div>
          <div>{labels.shell.mailOrderNumber(company.mailOrderNumber)}</div>
          <div>{company.address}</div>
          <Link to={paths.privacy}>{labels.shell.privacy}</Link>
        </footer>
      )}
    </nav>
  );
}

/**
 * The market's picture and name in the top bar. Its own component: the seller's details arrive after
 * the first render, and only this re-renders then, not the whole frame with its navigation (on a
 * phone that re-render was one of the longest tasks of the first screen).
 */
function MarketName({ sellerId, fallback }: { sellerId: string; fallback: string }) {
  const info = useSellerInfo(sellerId);
  return (
    <>
      {info.data?.market.profileImage && <img src={info.data.market.profileImage} alt="" />}
      <span className="topbar-market-name" data-testid="market-name">
        {info.data?.market.koName ?? fallback}
      </span>
    </>
  );
}

/**
 * The signed-in frame: a skip link to the screen's main region, the side navigation (folds to
 * icons; below 768 px a drawer behind a menu button), the top bar on one line, the screen.
 */
export function ShellLayout() {
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  // Read as the frame first renders (antd's Grid.useBreakpoint answers only after mounting, so a phone
  // rendered the desktop frame first and then the whole frame again).
  const phone = useSyncExternalStore(watchWidth, isPhone);
  const { pathname } = useLocation();
  const session = useRequiredSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useLiveUpdates();
  const notifications = useNotifySetting();

  // A link chosen in the drawer closes it; once it has closed, the new screen's heading takes the
  // focus (the drawer's own focus handling would otherwise leave it on the page's body).
  const navigatedFromDrawer = useRef(false);
  useEffect(() => {
    setDrawerOpen((open) => {
      navigatedFromDrawer.current = open;
      return false;
    });
  }, [pathname]);

  async function onLogout() {
    const ok = await dialog.confirm(messages.auth.logoutConfirm, {
      okText: messages.auth.logout,
      cancelText: messages.common.cancel,
    });
    if (!ok) return;
    await logout().catch(() => undefined); // the session ends here whatever the server says
    clearSession();
    queryClient.clear();
    navigate(paths.intro, { replace: true });
  }

  return (
    <Layout style={{ minHeight: '100%' }}>
      <a
        className="skip-link"
        href={`#${MAIN_ID}`}
        onClick={(event) => {
          event.preventDefault();
          focusMain();
        }}
      >
        {labels.shell.skipToMain}
      </a>
      {phone ? (
        <Suspense fallback={null}>
          <Drawer
            open={drawerOpen}
            onClose={() => {
              setDrawerOpen(false);
              menuButton.current?.focus();
            }}
            focusable={{ focusTriggerAfterClose: false }}
            afterOpenChange={(open) => {
              // Closed without a link chosen (Esc, the mask, 닫기): back to the menu button, which the
              // drawer's focus lock could not take while it was closing (issue 38 §9).
              if (!open && navigatedFromDrawer.current) focusMain();
              else if (!open && !menuButton.current?.contains(document.activeElement)) menuButton.current?.focus();
              navigatedFromDrawer.current = false;
            }}
            placement="left"
            size={280}
            title={labels.shell.menu}
            closable={{ 'aria-label': labels.shell.closeMenu }}
            className="shell-drawer"
          >
            <NavContent collapsed={false} onUnfold={() => undefined} />
          </Drawer>
        </Suspense>
      ) : (
        <Layout.Sider
          width={SIDER_WIDTH}
          collapsedWidth={SIDER_FOLDED}
          collapsed={collapsed}
          trigger={null}
          style={{ position: 'sticky', top: 0, height: '100vh', overflow: 'auto' }}
          data-testid="side-nav"
        >
          <NavContent collapsed={collapsed} onUnfold={() => setCollapsed(false)} />
        </Layout.Sider>
      )}
      <Layout style={{ minWidth: 0 }}>
        <header className="topbar">
          <div className="topbar-market">
            {phone ? (
              <Button
                type="text"
                aria-label={labels.shell.openMenu}
                ref={menuButton}
                aria-expanded={drawerOpen}
                icon={<MenuOutlined aria-hidden />}
                onClick={() => setDrawerOpen(true)}
              />
            ) : (
              <Button
                type="text"
                aria-label={collapsed ? labels.shell.unfoldMenu : labels.shell.foldMenu}
                icon={collapsed ? <MenuUnfoldOutlined aria-hidden /> : <MenuFoldOutlined aria-hidden />}
                onClick={() => setCollapsed(!collapsed)}
              />
            )}
            <MarketName sellerId={session.id} fallback={session.market} />
          </div>
          <div className="topbar-actions">
            <Button
              icon={notifications.on ? <BellFilled aria-hidden /> : <BellOutlined aria-hidden />}
              aria-label={phone ? (notifications.on ? messages.live.notifyOff : messages.live.notifyOn) : undefined}
              aria-pressed={notifications.on}
              onClick={() => void notifications.toggle()}
            >
              {phone ? null : notifications.on ? messages.live.notifyOff : messages.live.notifyOn}
            </Button>
            <Button
              icon={<UserOutlined aria-hidden />}
              aria-label={phone ? labels.shell.account : undefined}
              onClick={() => navigate(paths.account)}
            >
              {phone ? null : labels.shell.account}
            </Button>
            <Button
              icon={<LogoutOutlined aria-hidden />}
              aria-label={phone ? labels.shell.logout : undefined}
              onClick={() => void onLogout()}
            >
              {phone ? null : labels.shell.logout}
            </Button>
          </div>
        </header>
        <Layout.Content id={MAIN_ID} tabIndex={-1} className="shell-main">
          <Suspense fallback={<Spin style={{ margin: 48 }} />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
      <IdleWarning />
    </Layout>
  );
}
