// antd's Dropdown on its own, for user-menu.tsx's import() (a dynamic import of 'antd' would take all of antd).
export { Dropdown as default } from 'antd';
