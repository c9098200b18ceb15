import MoonOutlined from '@ant-design/icons/MoonOutlined';
import SunOutlined from '@ant-design/icons/SunOutlined';
import { useAppDispatch, useAppSelector } from '../../redux/hooks';
import { themeChanged } from '../../redux/ui/slice';
import { lazyComponent } from './lazy-antd';
import LightButton from './light-button';

interface Props {
  className?: string;
}

const themeToggle = lazyComponent<Props>(() => import('./theme-toggle'));

/** Looks and works like theme-toggle.tsx, without its tooltip (and without antd's Button and Tooltip code). */
function ThemeTogglePlaceholder({ className }: Props) {
  const dispatch = useAppDispatch();
  const theme = useAppSelector((s) => s.ui.theme);
  const next = theme === 'dark' ? 'light' : 'dark';
  const label = `Switch to ${next} theme`;
  return (
    <LightButton
      type="text"
      shape="circle"
      className={className}
      aria-label={label}
      data-testid="theme-toggle"
      icon={theme === 'dark' ? <SunOutlined /> : <MoonOutlined />}
      onClick={() => dispatch(themeChanged(next))}
    />
  );
}

/**
 * The header's theme toggle (theme-toggle.tsx) loaded when the browser is idle, so antd's Button and Tooltip
 * are not in every page's first load. Until then a same-looking button is shown, and it works already.
 */
export default function LazyThemeToggle({ className }: Props) {
  const ThemeToggle = themeToggle.useLoaded();
  return ThemeToggle ? <ThemeToggle className={className} /> : <ThemeTogglePlaceholder className={className} />;
}
