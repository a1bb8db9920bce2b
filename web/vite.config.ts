import { lingui } from '@lingui/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import { defaultClientConditions, defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { reactOnPreact } from './react-on-preact';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';
const darkBackground = '#09090b';

export default defineConfig({
  plugins: [
    // Compiles src/locales/*.po on import; a catalogue missing a message fails the build.
    lingui({ failOnMissing: true, failOnCompileError: true }),
    tailwindcss(),
    VitePWA({
      // Our own worker (src/service-worker/sw.ts, built by Vite) so it can show pushes; Workbox injects
      // the precache list of this build into it.
      strategies: 'injectManifest',
      srcDir: 'src/service-worker',
      filename: 'sw.ts',
      // Deferred: registering the worker must not hold up the first paint.
      injectRegister: 'script-defer',
      registerType: 'autoUpdate',
      includeManifestIcons: false,
      manifest: {
        id: '/',
        name: 'Threads',
        short_name: 'Threads',
        description: 'Posts, stories, short videos and chat with the people you follow.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: darkBackground,
        background_color: darkBackground,
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        // index.html is left out on purpose: pages come from the network (see sw.ts), never stale.
        globPatterns: ['assets/**/*.{js,css}', 'icons/*', 'offline.html', 'offline.js', 'color-mode.js', '*.svg'],
        globIgnores: ['**/*.map'],
      },
      devOptions: { enabled: false },
    }),
  ],
  // The contract workspace as TypeScript source, so an edit to it shows without rebuilding it.
  resolve: { alias: reactOnPreact, conditions: ['@threads/source', ...defaultClientConditions] },
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/media': apiTarget,
      '/socket.io': { target: apiTarget, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    manifest: true,
    rolldownOptions: {
      // Libraries mark their server-component boundaries "use client"; in a client-only bundle that means nothing.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
});
