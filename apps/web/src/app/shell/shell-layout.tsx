import { LogoutOutlined, MenuFoldOutlined, MenuUnfoldOutlined, UserOutlined } from '@ant-design/icons';
import { labels, messages } from '@seller/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Layout, Spin } from 'antd';
import { Suspense, useState } from 'react';
import { Link, Outlet, useNavigate } from 'react-router';
import { logout } from '../../features/auth/api.ts';
import { useSellerInfo } from '../../lib/seller.ts';
import { dialog } from '../../lib/dialog.ts';
import { company } from '../../lib/links.ts';
import { clearSession, useRequiredSession } from '../../lib/session.ts';
import { paths } from '../paths.ts';
import { SideNav } from './side-nav.tsx';

const SIDER_WIDTH = 240;
const SIDER_FOLDED = 48;

/** The signed-in frame: side navigation (folds to icons), top bar, company footer. */
export function ShellLayout() {
  const [collapsed, setCollapsed] = useState(false);
  const session = useRequiredSession();
  const info = useSellerInfo(session.id);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

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
      <Layout.Sider
        width={SIDER_WIDTH}
        collapsedWidth={SIDER_FOLDED}
        collapsed={collapsed}
        trigger={null}
        style={{ position: 'sticky', top: 0, height: '100vh', overflow: 'auto' }}
        data-testid="side-nav"
      >
        <nav aria-label={labels.shell.menu} style={{ display: 'flex', flexDirection: 'column', minHeight: '100%' }}>
          <div className="shell-logo">{collapsed ? 'S' : labels.shell.brand}</div>
          <SideNav collapsed={collapsed} onUnfold={() => setCollapsed(false)} />
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
      </Layout.Sider>
      <Layout>
        <header className="topbar">
          <div className="topbar-market">
            <Button
              type="text"
              aria-label={collapsed ? labels.shell.unfoldMenu : labels.shell.foldMenu}
              icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
              onClick={() => setCollapsed(!collapsed)}
            />
            {info.data?.market.profileImage && <img src={info.data.market.profileImage} alt="" />}
            <span data-testid="market-name">{info.data?.market.koName ?? session.market}</span>
          </div>
          <div style={{ display: 'flex', gap: 8 }}>
            <Button icon={<UserOutlined />} onClick={() => navigate(paths.account)}>
              {labels.shell.account}
            </Button>
            <Button icon={<LogoutOutlined />} onClick={() => void onLogout()}>
              {labels.shell.logout}
            </Button>
          </div>
        </header>
        <Layout.Content>
          <Suspense fallback={<Spin style={{ margin: 48 }} />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
