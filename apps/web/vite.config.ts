import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const product = process.env.PRODUCT ?? 'coal';
const base = `/epm-${product}web/`;
const server = 'http://localhost:8080';

// Everything the app fetches from the origin's root (DESIGN.md §2), plus the runtime config.
const proxied = ['/api', '/line', '/list01', '/list02', '/comment', '/date', '/uploads', `${base}app-config.js`];

const nodeModule = (names: string) => new RegExp(`[\\\\/]node_modules[\\\\/](?:${names})[\\\\/]`);

/**
 * Vendor chunks: only what every area's entry needs (react, the router, the query and HTTP
 * libraries) is grouped, for long caching; antd, antd-mobile and ECharts are split by
 * rolldown along the lazy routes that use them, so each area and page downloads only the
 * parts it renders (a catch-all antd group put every back-office component on the phone and
 * portal home). No group for the editor or video.js either: a group also takes the small
 * helpers its libraries share with others (rolldown pulls dependencies in), which dragged the
 * 460 kB editor chunk into the phone's first visit.
 */
const chunkGroups = [
  { name: 'react', test: nodeModule('react|react-dom|scheduler|react-router'), priority: 50 },
  { name: 'query', test: nodeModule('@tanstack|zustand|axios|js-cookie|dayjs'), priority: 10 },
];

export default defineConfig({
  base,
  plugins: [react()],
  server: {
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: server, changeOrigin: true }])),
  },
  preview: {
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: server, changeOrigin: true }])),
  },
  build: {
    target: 'es2022',
    // .vite/manifest.json: read by bench/web-transfer.ts (first-visit budget of each area).
    manifest: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: chunkGroups },
      },
    },
  },
});
