import { Button, Tooltip } from 'antd';
import { ThemeIcon, useThemeToggle } from './use-theme-toggle';
import { withAntdScope } from './antd-scope';

function ThemeToggle({ className }: { className?: string }) {
  const { label, toggle } = useThemeToggle();
  return (
    <Tooltip title={label}>
      <Button type="text" shape="circle" className={className} aria-label={label} data-testid="theme-toggle" icon={<ThemeIcon />} onClick={toggle} />
    </Tooltip>
  );
}

export default withAntdScope(ThemeToggle);
