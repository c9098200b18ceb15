import MoonOutlined from '@ant-design/icons/MoonOutlined';
import SunOutlined from '@ant-design/icons/SunOutlined';
import { Button, Tooltip } from 'antd';
import { useAppDispatch, useAppSelector } from '../../redux/hooks';
import { themeChanged } from '../../redux/ui/slice';

export default function ThemeToggle({ className }: { className?: string }) {
  const dispatch = useAppDispatch();
  const theme = useAppSelector((s) => s.ui.theme);
  const next = theme === 'dark' ? 'light' : 'dark';
  const label = `Switch to ${next} theme`;
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        shape="circle"
        className={className}
        aria-label={label}
        data-testid="theme-toggle"
        icon={theme === 'dark' ? <SunOutlined /> : <MoonOutlined />}
        onClick={() => dispatch(themeChanged(next))}
      />
    </Tooltip>
  );
}
