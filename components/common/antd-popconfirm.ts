// antd's Popconfirm on its own, for lazy-popconfirm.tsx's import() (a dynamic import of 'antd' would take all of antd).
import { Popconfirm } from 'antd';
import { withAntdScope } from './antd-scope';

export default withAntdScope(Popconfirm);
