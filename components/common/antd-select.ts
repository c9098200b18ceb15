// antd's Select on its own, for lazy-select.tsx's import() (a dynamic import of 'antd' would take all of antd).
export { Select as default } from 'antd';
