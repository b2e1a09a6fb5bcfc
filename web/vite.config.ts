import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'vite';

// The playground: Vue 3 on the main thread, the engine and the WASM kernel in a module worker.
export default defineConfig({
  root: new URL('.', import.meta.url).pathname,
  base: './',
  plugins: [vue()],
  // Rolldown's bundler-timings check warns when JavaScript plugins take most of a build over 3 s:
  // here they always do (the Vue compiler, and CSS for Monaco's 140 chunks), more so on a loaded
  // machine, and nothing in the project can make them native. The check is a hint for plugin
  // authors; off for the app and its workers, so a build warns only about the project itself.
  worker: { format: 'es', rolldownOptions: { checks: { bundlerTimings: false } } },
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 8000, // the Monaco TypeScript worker, loaded only by the bot editor
    rolldownOptions: {
      checks: { bundlerTimings: false },
      // the app, and the sandboxed frame that runs user bots (an opaque origin of its own)
      input: { main: new URL('index.html', import.meta.url).pathname, sandbox: new URL('sandbox.html', import.meta.url).pathname },
    },
  },
  server: { port: 5173 },
  preview: { port: 4173 },
});
