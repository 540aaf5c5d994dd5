import { afterEach } from 'vitest';

// Most files test plain modules in Node; those that draw components ask for jsdom with a
// `// @vitest-environment jsdom` comment. Only they load Testing Library and get the browser APIs
// jsdom lacks and Mantine calls.
if (typeof window !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup } = await import('@testing-library/react');

  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;

  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };

  Element.prototype.scrollIntoView ??= () => {};

  afterEach(() => cleanup());
}
