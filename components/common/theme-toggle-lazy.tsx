import { lazyComponent } from './lazy-antd';
import LightButton from './light-button';
import { ThemeIcon, useThemeToggle } from './use-theme-toggle';

interface Props {
  className?: string;
}

const themeToggle = lazyComponent<Props>(() => import('./theme-toggle'));

/** Looks and works like theme-toggle.tsx, without its tooltip (and without antd's Button and Tooltip code). */
function ThemeTogglePlaceholder({ className }: Props) {
  const { label, toggle } = useThemeToggle();
  return (
    <LightButton type="text" shape="circle" className={className} aria-label={label} data-testid="theme-toggle" icon={<ThemeIcon />} onClick={toggle} />
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
