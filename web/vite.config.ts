import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'vite';

// The playground: Vue 3 on the main thread, the engine and the WASM kernel in a module worker.
export default defineConfig({
  root: new URL('.', import.meta.url).pathname,
  base: './',
  plugins: [vue()],
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
