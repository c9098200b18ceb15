import MoonOutlined from '@ant-design/icons/MoonOutlined';
import SunOutlined from '@ant-design/icons/SunOutlined';
import { useAppDispatch, useAppSelector } from '../../redux/hooks';
import { themeChanged } from '../../redux/ui/slice';
import LightButton from './light-button';
import LightTooltip from './light-tooltip';
import styles from './theme-toggle.module.css';

/** The header's light/dark switch: antd's round text button with a tooltip, drawn by the light look-alikes. */
export default function ThemeToggle({ className }: { className?: string }) {
  const dispatch = useAppDispatch();
  const theme = useAppSelector((s) => s.ui.theme);
  const next = theme === 'dark' ? 'light' : 'dark';
  const label = `Switch to ${next} theme`;
  return (
    <LightTooltip title={label}>
      <LightButton
        type="text"
        shape="circle"
        className={className}
        aria-label={label}
        data-testid="theme-toggle"
        icon={<ThemeIcon />}
        onClick={() => dispatch(themeChanged(next))}
      />
    </LightTooltip>
  );
}

/** The icon follows the page's theme attribute (see the CSS file), which is right from the first paint. */
function ThemeIcon() {
  return (
    <>
      <SunOutlined className={styles.whenDark} />
      <MoonOutlined className={styles.whenLight} />
    </>
  );
}
