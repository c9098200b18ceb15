import MoonOutlined from '@ant-design/icons/MoonOutlined';
import SunOutlined from '@ant-design/icons/SunOutlined';
import { useAppDispatch, useAppSelector } from '../../redux/hooks';
import { themeChanged } from '../../redux/ui/slice';
import styles from './theme-toggle.module.css';

/** What the theme toggle says and does, for the toggle and its light stand-in alike. */
export function useThemeToggle() {
  const dispatch = useAppDispatch();
  const theme = useAppSelector((s) => s.ui.theme);
  const next = theme === 'dark' ? 'light' : 'dark';
  return { label: `Switch to ${next} theme`, toggle: () => dispatch(themeChanged(next)) };
}

/** The icon follows the page's theme attribute (see the CSS file), which is right from the first paint. */
export function ThemeIcon() {
  return (
    <>
      <SunOutlined className={styles.whenDark} />
      <MoonOutlined className={styles.whenLight} />
    </>
  );
}
