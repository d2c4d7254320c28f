/** jsdom gaps that react-router, antd and highcharts need (see docs/design/toolchain.md). */
import '@testing-library/jest-dom';
import './message-channel';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// findBy*/waitFor give up after 1 s by default: on a busy 2-core CI machine (server tests beside
// these) a saga round trip and an antd re-render took longer, and tests failed at random. They
// still return as soon as the page is right; only a genuinely failing wait takes longer.
configure({ asyncUtilTimeout: 10_000 });

Object.assign(globalThis, { TextEncoder, TextDecoder });

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
Object.assign(window, { ResizeObserver: ResizeObserverStub });

if (!window.CSS) Object.assign(window, { CSS: {} });
if (!window.CSS.supports) Object.assign(window.CSS, { supports: () => false });

const originalGetComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (elt: Element) => originalGetComputedStyle(elt);
