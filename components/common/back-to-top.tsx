import VerticalAlignTopOutlined from '@ant-design/icons/VerticalAlignTopOutlined';
import { useEffect, useState } from 'react';
import { BACK_TO_TOP_DURATION_MS, BACK_TO_TOP_THRESHOLD_PX } from '../../lib/constants';
import { scrollToTop } from '../../lib/scroll';
import LightButton from './light-button';
import styles from './back-to-top.module.css';

/** Spec 2: appears after scrolling past 400 px and scrolls up over 450 ms. */
export default function BackToTop() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > BACK_TO_TOP_THRESHOLD_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  if (!visible) return null;
  return (
    <LightButton
      type="primary"
      shape="circle"
      size="large"
      className={styles.button}
      icon={<VerticalAlignTopOutlined />}
      aria-label="Back to top"
      data-testid="back-to-top"
      onClick={() => scrollToTop(BACK_TO_TOP_DURATION_MS)}
    />
  );
}
