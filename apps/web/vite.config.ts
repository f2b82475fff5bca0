import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const product = process.env.PRODUCT ?? 'coal';
const base = `/epm-${product}web/`;
const server = 'http://localhost:8080';

// Everything the app fetches from the origin's root (DESIGN.md §2), plus the runtime config.
const proxied = ['/api', '/line', '/list01', '/list02', '/comment', '/date', '/uploads', `${base}app-config.js`];

const nodeModule = (names: string) => new RegExp(`[\\\\/]node_modules[\\\\/](?:${names})[\\\\/]`);

/**
 * Vendor chunks: react, antd and antd-mobile each in their own long-cached chunk, and the
 * heavy libraries of a few pages (charts, editor, video) in chunks of their own so they can
 * never land in the entry chunk. No catch-all vendor group: it would drag lazily used
 * libraries into the initial download.
 */
const chunkGroups = [
  { name: 'react', test: nodeModule('react|react-dom|scheduler|react-router'), priority: 50 },
  { name: 'antd-mobile', test: nodeModule('antd-mobile|antd-mobile-icons|@react-spring|@use-gesture'), priority: 40 },
  { name: 'antd', test: nodeModule('antd|@ant-design|@rc-component|rc-[\\w-]+'), priority: 30 },
  { name: 'echarts', test: nodeModule('echarts|zrender|echarts-for-react'), priority: 20 },
  {
    name: 'editor',
    test: nodeModule('@tiptap|prosemirror-[\\w-]+|@wangeditor|@wangeditor-next|quill|tinymce|@tinymce|lexical|@lexical|slate|slate-react'),
    priority: 20,
  },
  { name: 'video', test: nodeModule('video\\.js|@videojs|videojs-[\\w-]+|m3u8-parser|mpd-parser|mux\\.js'), priority: 20 },
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
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: chunkGroups },
      },
    },
  },
});
