// antd's Select on its own, for lazy-select.tsx's import() (a dynamic import of 'antd' would take all of antd).
import { Select, type SelectProps } from 'antd';
import type { Option } from '../../lib/catalogue';
import { withAntdScope } from './antd-scope';

export default withAntdScope<SelectProps<string | undefined, Option>>(Select);
