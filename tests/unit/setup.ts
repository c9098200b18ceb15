import '@testing-library/jest-dom';

// antd (rc-* components) schedules work through MessageChannel, which jsdom lacks. Node's own keeps
// jest from exiting, so a setTimeout-based pair of ports stands in for it.
type MessageHandler = ((event: { data: unknown }) => void) | null;

class TimeoutMessagePort {
  onmessage: MessageHandler = null;
  peer: TimeoutMessagePort | null = null;
  postMessage(data: unknown): void {
    const target = this.peer;
    setTimeout(() => target?.onmessage?.({ data }), 0);
  }
  addEventListener(type: string, handler: MessageHandler): void {
    if (type === 'message') this.onmessage = handler;
  }
  removeEventListener(type: string): void {
    if (type === 'message') this.onmessage = null;
  }
  start(): void {}
  close(): void {
    this.onmessage = null;
  }
}

class TimeoutMessageChannel {
  port1 = new TimeoutMessagePort();
  port2 = new TimeoutMessagePort();
  constructor() {
    this.port1.peer = this.port2;
    this.port2.peer = this.port1;
  }
}

Object.defineProperty(globalThis, 'MessageChannel', { value: TimeoutMessageChannel, writable: true, configurable: true });

if (typeof window !== 'undefined') {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
  window.scrollTo = (() => {}) as typeof window.scrollTo;
}

// antd's auto-sizing text areas watch their size; jsdom has no layout, so nothing ever resizes.
if (typeof window !== 'undefined' && !('ResizeObserver' in window)) {
  class NoResizeObserver {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.defineProperty(window, 'ResizeObserver', { value: NoResizeObserver, writable: true, configurable: true });
}
