export function easeInOutCubic(t: number): number {
  return t < 0.5 ? 4 * t * t * t : 1 - Math.pow(-2 * t + 2, 3) / 2;
}

/** Window scroll position at `elapsed` ms of an animation from `from` to 0 lasting `duration` ms. */
export function scrollPositionAt(from: number, elapsed: number, duration: number): number {
  if (duration <= 0 || elapsed >= duration) return 0;
  return Math.round(from * (1 - easeInOutCubic(Math.max(0, elapsed) / duration)));
}

/** Scrolls the window to the top over `duration` ms. */
export function scrollToTop(duration: number): void {
  const from = window.scrollY;
  const start = performance.now();
  const step = (now: number) => {
    const y = scrollPositionAt(from, now - start, duration);
    window.scrollTo(0, y);
    if (y > 0) window.requestAnimationFrame(step);
  };
  window.requestAnimationFrame(step);
}
