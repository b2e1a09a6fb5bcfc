import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

// The playground: Vue 3 on the main thread, the engine and the WASM kernel in a module worker.
export default defineConfig({
  root: new URL('.', import.meta.url).pathname,
  base: './',
  plugins: [
    vue(),
    // offline after the first visit, installable: a Workbox service worker precaches the whole
    // build; a new version waits for the person's Reload (src/pwa.ts), never mid-game
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      includeManifestIcons: false, // the glob below takes them, and the manifest is added on its own
      manifest: {
        id: './',
        name: 'Nautilab',
        short_name: 'Nautilab',
        description: 'Explore positions, play and write bots for Nautilus, Atlantis and the Nautilus duel, with a WebAssembly kernel. Works offline.',
        start_url: './',
        scope: './',
        display: 'standalone',
        background_color: '#061c29',
        theme_color: '#061c29',
        icons: [
          { src: 'icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: 'icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: 'icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: 'icon.svg', sizes: 'any', type: 'image/svg+xml' },
        ],
      },
      workbox: {
        // everything the views load: the WASM kernel, the workers, every Monaco chunk and its font
        globPatterns: ['**/*.{html,js,css,wasm,svg,png,ttf,woff2}'],
        // the Monaco TypeScript worker is about 7 MB; Workbox skips files over 2 MB by default
        maximumFileSizeToCacheInBytes: 16 * 1024 * 1024,
        navigateFallback: 'index.html',
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 8000, // the Monaco TypeScript worker, loaded only by the bot editor
    rollupOptions: {
      // the app, and the sandboxed frame that runs user bots (an opaque origin of its own)
      input: { main: new URL('index.html', import.meta.url).pathname, sandbox: new URL('sandbox.html', import.meta.url).pathname },
    },
  },
  server: { port: 5173 },
  preview: { port: 4173 },
});
