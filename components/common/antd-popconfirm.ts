// antd's Popconfirm on its own, for lazy-popconfirm.tsx's import() (a dynamic import of 'antd' would take all of antd).
export { Popconfirm as default } from 'antd';
