import { lingui } from '@lingui/vite-plugin';
import { defaultServerConditions, defineConfig } from 'vite';
import { reactOnPreact } from './react-on-preact';

/**
 * The server's drawing of first screens (`src/ssr/render.tsx`): the app's own components in one module
 * with everything they import, written into the client build's directory (`dist/.ssr/render.js`, never
 * served: the server's static files leave out dot-folders), which the server loads when it starts.
 */
export default defineConfig({
  plugins: [lingui({ failOnMissing: true, failOnCompileError: true })],
  resolve: { alias: reactOnPreact },
  ssr: {
    noExternal: true,
    resolve: { conditions: ['@threads/source', 'production', ...defaultServerConditions] },
  },
  // Libraries' production code, as in the browser (a server build leaves process.env as it finds it).
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  publicDir: false,
  build: {
    ssr: 'src/ssr/render.tsx',
    outDir: 'dist/.ssr',
    emptyOutDir: true,
    rolldownOptions: {
      output: { entryFileNames: 'render.js', codeSplitting: false },
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
});
