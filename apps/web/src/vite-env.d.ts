/// <reference types="vite/client" />
import type { AppConfig } from '@coal/contracts';

declare global {
  interface Window {
    /** Set by `<base>app-config.js`, served by the server before the app starts. */
    __APP_CONFIG__?: Partial<Omit<AppConfig, 'links'>> & { links?: Partial<AppConfig['links']> };
  }
}
