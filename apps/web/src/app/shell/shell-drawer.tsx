/** antd's Drawer, loaded on its own: only the phone layout (below 768 px) shows the menu in one. */
export { Drawer as ShellDrawer } from 'antd';
