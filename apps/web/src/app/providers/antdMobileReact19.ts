import { unstableSetRender } from 'antd-mobile';
import { createRoot, type Root } from 'react-dom/client';

type RootHost = (Element | DocumentFragment) & { __coalRoot?: Root };

/**
 * antd-mobile 5 renders its imperative parts (Toast, Dialog) with ReactDOM.render, which
 * React 19 removed; this hands it createRoot instead (mobile.ant.design "v5 for 19").
 */
export function installAntdMobileRender(): void {
  unstableSetRender((node, container) => {
    const host = container as RootHost;
    host.__coalRoot ??= createRoot(container);
    const root = host.__coalRoot;
    root.render(node);
    return async () => {
      // Let the closing animation's last frame run before the root goes.
      await new Promise((resolve) => setTimeout(resolve, 0));
      root.unmount();
      delete host.__coalRoot;
    };
  });
}
