import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { compendiumOfflineCache } from './pwa-compendium-cache.ts';
import { precompress } from './vite-precompress.ts';

const serverPort = process.env.SKALD_API_PORT ?? '3000';

/** The public follow pages (/user/{userid}, /user/{userid}/{campid}): their own small entry, never the main app. */
const FOLLOW_PAGES = /^\/user\/[^/]+(\/[^/]+)?\/?$/i;

/** The dev server answers the follow pages with follow.html, as the real server does. */
function followPagesInDev(): Plugin {
  return {
    name: 'skald-follow-pages',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        const [path = '', search = ''] = (request.url ?? '').split('?');
        if (FOLLOW_PAGES.test(path)) request.url = `/follow.html${search ? `?${search}` : ''}`;
        next();
      });
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    followPagesInDev(),
    precompress(),
    VitePWA({
      // A new version waits until every Skald tab is closed: reloading mid-fight would lose the demo.
      registerType: 'prompt',
      injectRegister: false,
      manifest: {
        name: 'Skald — combat tracker for 5e',
        short_name: 'Skald',
        description:
          'Run 5th-edition fantasy combat round by round: initiative, hit points, conditions and live initiative for players.',
        theme_color: '#1a1b1e',
        background_color: '#1a1b1e',
        display: 'standalone',
        start_url: '/',
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        navigateFallback: '/index.html',
        // The follow pages are another entry (follow.html), served by the server: the app's shell must not answer them.
        navigateFallbackDenylist: [/^\/api\//, /^\/user\//i],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        runtimeCaching: [compendiumOfflineCache],
      },
    }),
  ],
  server: {
    proxy: {
      '/api': { target: `http://127.0.0.1:${serverPort}`, ws: true },
    },
  },
  build: {
    target: 'es2022',
    // Browsers that read light-dark() themselves: lowered for older ones, it would follow a
    // color-scheme property, which Mantine sets from a variable the lowering cannot read.
    cssTarget: ['chrome123', 'edge123', 'firefox120', 'safari17.5'],
    sourcemap: false,
    rolldownOptions: {
      // The app, and the public follow pages, which load neither Mantine nor zod nor the rules engine.
      input: {
        main: fileURLToPath(new URL('index.html', import.meta.url)),
        follow: fileURLToPath(new URL('follow.html', import.meta.url)),
      },
      output: {
        // Libraries change less often than our code: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            // Apart from React itself: the follow pages load React but no router.
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
            { name: 'mantine', test: /node_modules[\\/]@mantine[\\/]/ },
          ],
        },
      },
    },
  },
});
