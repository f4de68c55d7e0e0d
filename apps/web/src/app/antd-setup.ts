import { createRoot, type Root } from 'react-dom/client';

const roots = new WeakMap<Element | DocumentFragment, Root>();

/**
 * antd-mobile's imperative parts (Toast, Dialog.show) render outside the tree. By default they
 * use ReactDOM.render, which React 19 removed and React 18 deprecates; give them createRoot.
 *
 * The hook sits in a chunk of its own (with rc-util's legacy renderer, which antd-mobile imports
 * alongside it): nothing renders imperatively before the first API reply, so it is fetched now
 * but is no part of the first render's code.
 */
export function setupAntdRender(): void {
  void import('antd-mobile/es/utils/unstable-render').then(({ unstableSetRender }) => {
    unstableSetRender((node, container) => {
      const root = roots.get(container) ?? createRoot(container);
      roots.set(container, root);
      root.render(node);
      return async () => {
        await new Promise((resolve) => setTimeout(resolve, 0));
        root.unmount();
        roots.delete(container);
      };
    });
  }).catch((error: unknown) => console.warn('antd-mobile render hook failed to load', error));
}
