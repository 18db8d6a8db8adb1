import {
  AppstoreOutlined,
  CarOutlined,
  CloseCircleOutlined,
  DownOutlined,
  HomeOutlined,
  MessageOutlined,
  ShopOutlined,
  SwapOutlined,
  TagsOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { message } from '@seller/domain';
import { useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { roleHas } from '@seller/domain';
import { useRole } from '../../lib/rights.ts';
import { navigationGroups, pageRights, pageTitles, paths, type PageKey } from '../paths.ts';
import './side-nav.css';

const icons: Record<string, React.ReactNode> = {
  main: <HomeOutlined aria-hidden />,
  product: <TagsOutlined aria-hidden />,
  order: <CarOutlined aria-hidden />,
  cancel: <CloseCircleOutlined aria-hidden />,
  claim: <SwapOutlined aria-hidden />,
  cs: <MessageOutlined aria-hidden />,
  market: <ShopOutlined aria-hidden />,
  account: <UserOutlined aria-hidden />,
};

/**
 * The side navigation: home, then the spec's groups, each a list of links that opens and closes.
 * Folded, it shows the groups' icons; choosing one unfolds the navigation with that group open.
 * Plain links and buttons (not antd Menu, which brought form and popup code into every screen).
 */
export function SideNav({
  collapsed,
  onUnfold,
  counts = {},
}: {
  collapsed: boolean;
  onUnfold: () => void;
  /** Count badges by page (waiting orders, open inquiries), kept live by the shell. */
  counts?: Partial<Record<PageKey, number>>;
}) {
  const { pathname } = useLocation();
  const role = useRole();
  // Only the pages the role can open (none of the restricted ones until the role is known).
  const groups = navigationGroups
    .filter((g) => g.key !== 'main')
    .map((g) => ({
      ...g,
      pages: g.pages.filter((page) => {
        const right = pageRights[page];
        return !right || (role !== null && roleHas(role, right));
      }),
    }))
    .filter((g) => g.pages.length > 0);
  const [closed, setClosed] = useState<ReadonlySet<string>>(new Set());
  // Folded, a group always opens (and the navigation unfolds); unfolded, it opens or closes.
  const toggle = (key: string) => {
    const close = !collapsed && !closed.has(key);
    setClosed(new Set(close ? [...closed, key] : [...closed].filter((k) => k !== key)));
    if (collapsed) onUnfold();
  };

  return (
    <ul className={`side-nav${collapsed ? ' side-nav-folded' : ''}`}>
      <li>
        <NavLink to={paths.home} className="side-nav-item" title={collapsed ? pageTitles.home : undefined}>
          <span className="side-nav-icon">{icons.main}</span>
          <span className="side-nav-label">{pageTitles.home}</span>
        </NavLink>
      </li>
      {groups.map((group) => {
        const open = !collapsed && !closed.has(group.key);
        const current = group.pages.some((page) => paths[page] === pathname);
        const listId = `side-nav-${group.key}`;
        return (
          <li key={group.key}>
            <button
              type="button"
              className={`side-nav-item side-nav-group${current ? ' side-nav-current' : ''}`}
              aria-expanded={open}
              aria-controls={open ? listId : undefined}
              aria-label={collapsed ? group.label : undefined}
              title={collapsed ? group.label : undefined}
              onClick={() => toggle(group.key)}
            >
              <span className="side-nav-icon">{icons[group.key] ?? <AppstoreOutlined aria-hidden />}</span>
              <span className="side-nav-label">{group.label}</span>
              <DownOutlined aria-hidden className="side-nav-caret" />
            </button>
            {open && (
              <ul id={listId} className="side-nav-pages">
                {group.pages.map((page) => (
                  <li key={page}>
                    {/* The count describes the link and stays out of its name, which is the page's title. */}
                    <NavLink
                      to={paths[page]}
                      className="side-nav-item side-nav-page"
                      aria-describedby={counts[page] ? `nav-badge-text-${page}` : undefined}
                    >
                      {pageTitles[page]}
                      {Boolean(counts[page]) && (
                        <span className="side-nav-badge" data-testid={`nav-badge-${page}`}>
                          <span aria-hidden>{counts[page]}</span>
                          <span id={`nav-badge-text-${page}`} hidden>
                            {message('live.badge', { count: counts[page]! })}
                          </span>
                        </span>
                      )}
                    </NavLink>
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ul>
  );
}
