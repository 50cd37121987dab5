// What jsdom lacks and the front ends' libraries need, for every test the host and the remotes run
// in jsdom (their jest.config.js setupFiles; tests in node get nothing): react-router makes a
// TextEncoder as it loads; antd needs the rest.
import { TextDecoder, TextEncoder } from 'node:util';

/** antd's forms and selects run macrotasks through a MessageChannel; a timer does the same here. */
class TimerChannel {
  port1: { onmessage: ((event: { data: unknown }) => void) | null } = { onmessage: null };
  port2 = { postMessage: (data: unknown) => void setTimeout(() => this.port1.onmessage?.({ data })) };
}

/** antd's Select measures its list; nothing is laid out in jsdom, so nothing is observed. */
class InertResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

function readyJsdom(): void {
  Object.assign(globalThis, {
    TextEncoder,
    TextDecoder,
    MessageChannel: globalThis.MessageChannel ?? TimerChannel,
    ResizeObserver: globalThis.ResizeObserver ?? InertResizeObserver,
  });
  // antd's Table asks for the style of a scrollbar pseudo-element, which jsdom does not implement.
  const computedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element: Element) => computedStyle(element);
  setViewportWidth(1280);
}

/** Makes `matchMedia` (antd's Grid, Table, Descriptions) answer as a screen `width` px wide. */
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

if (typeof window !== 'undefined') readyJsdom();
