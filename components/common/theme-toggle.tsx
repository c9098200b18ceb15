import MoonOutlined from '@ant-design/icons/MoonOutlined';
import SunOutlined from '@ant-design/icons/SunOutlined';
import { Button, Tooltip } from 'antd';
import { useAppDispatch, useAppSelector } from '../../redux/hooks';
import { themeChanged } from '../../redux/ui/slice';
import styles from './theme-toggle.module.css';

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
        icon={
          // The icon follows the page's theme attribute (see the CSS file), which is right from the first paint.
          <>
            <SunOutlined className={styles.whenDark} />
            <MoonOutlined className={styles.whenLight} />
          </>
        }
        onClick={() => dispatch(themeChanged(next))}
      />
    </Tooltip>
  );
}
