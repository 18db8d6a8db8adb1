import {
  AppstoreOutlined,
  CarOutlined,
  CloseCircleOutlined,
  HomeOutlined,
  MessageOutlined,
  ShopOutlined,
  SwapOutlined,
  TagsOutlined,
} from '@ant-design/icons';
import { Menu, type MenuProps } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { navigationGroups, pageTitles, paths } from '../paths.ts';

const icons: Record<string, React.ReactNode> = {
  main: <HomeOutlined />,
  product: <TagsOutlined />,
  order: <CarOutlined />,
  cancel: <CloseCircleOutlined />,
  claim: <SwapOutlined />,
  cs: <MessageOutlined />,
  market: <ShopOutlined />,
};

const items: MenuProps['items'] = navigationGroups.map((group) =>
  group.pages.length === 1 && group.key === 'main'
    ? { key: paths.home, icon: icons.main, label: pageTitles.home }
    : {
        key: group.key,
        icon: icons[group.key] ?? <AppstoreOutlined />,
        label: group.label,
        children: group.pages.map((page) => ({ key: paths[page], label: pageTitles[page] })),
      },
);

const groupOf = (pathname: string) => navigationGroups.find((g) => g.pages.some((p) => paths[p] === pathname))?.key;

export function SideNav({ collapsed }: { collapsed: boolean }) {
  const location = useLocation();
  const navigate = useNavigate();
  const open = groupOf(location.pathname);
  return (
    <Menu
      theme="dark"
      mode="inline"
      items={items}
      selectedKeys={[location.pathname]}
      defaultOpenKeys={collapsed ? [] : navigationGroups.filter((g) => g.key !== 'main').map((g) => g.key)}
      key={collapsed ? 'folded' : `open-${open ?? ''}`}
      onClick={({ key }) => navigate(key)}
    />
  );
}
