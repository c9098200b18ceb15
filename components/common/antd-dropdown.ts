// antd's Dropdown on its own, for user-menu.tsx's import() (a dynamic import of 'antd' would take all of antd).
import { Dropdown } from 'antd';
import { withAntdScope } from './antd-scope';

export default withAntdScope(Dropdown);
