import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// findBy and waitFor wait for lazily loaded parts (a dialog's chunk): 1 s, the default, is not enough on
// two busy cores (load 8); a test that fails still fails, only later
configure({ asyncUtilTimeout: 10_000 });

// jsdom has no ResizeObserver; Headless UI's anchored menus observe their button's size.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
