// What jsdom lacks and the remote's libraries need, for every test run in jsdom (jest.config.js;
// tests marked `@jest-environment node` get nothing): react-router makes a TextEncoder as it
// loads; antd's Grid asks matchMedia, its Modal and Select the rest. Like host/src/testing.
import { TextDecoder, TextEncoder } from 'node:util';

/** antd's forms and selects run macrotasks through a MessageChannel; a timer does the same here. */
class TimerChannel {
  port1: { onmessage: ((event: { data: unknown }) => void) | null } = { onmessage: null };
  port2 = { postMessage: (data: unknown) => void setTimeout(() => this.port1.onmessage?.({ data })) };
}

/** Nothing is laid out in jsdom, so nothing is observed. */
class InertResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

/** Makes `matchMedia` (antd's Grid) answer as a screen `width` px wide. */
export function setViewportWidth(width: number): void {
  window.matchMedia = (query: string) => {
    const min = /min-width:\s*([\d.]+)px/.exec(query)?.[1];
    const max = /max-width:\s*([\d.]+)px/.exec(query)?.[1];
    const matches = (min === undefined || width >= Number(min)) && (max === undefined || width <= Number(max));
    return Object.assign(new EventTarget(), {
      matches,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
    }) as MediaQueryList;
  };
}

if (typeof window !== 'undefined') {
  Object.assign(globalThis, {
    TextEncoder,
    TextDecoder,
    MessageChannel: globalThis.MessageChannel ?? TimerChannel,
    ResizeObserver: globalThis.ResizeObserver ?? InertResizeObserver,
  });
  // antd's Modal measures the scrollbar with a pseudo-element's style, which jsdom does not implement.
  const computedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element: Element) => computedStyle(element);
  setViewportWidth(1280);
}
