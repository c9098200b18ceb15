import { Button, Tooltip } from 'antd';
import { ThemeIcon, useThemeToggle } from './use-theme-toggle';

export default function ThemeToggle({ className }: { className?: string }) {
  const { label, toggle } = useThemeToggle();
  return (
    <Tooltip title={label}>
      <Button type="text" shape="circle" className={className} aria-label={label} data-testid="theme-toggle" icon={<ThemeIcon />} onClick={toggle} />
    </Tooltip>
  );
}
