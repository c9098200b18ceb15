// antd's Modal on its own, for a lazy import() (a dynamic import of 'antd' would take all of antd).
import { Modal } from 'antd';
import { withAntdScope } from './antd-scope';

export default withAntdScope(Modal);
