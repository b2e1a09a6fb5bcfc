import { createHash } from 'node:crypto';
import vue from '@vitejs/plugin-vue';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * The bot sandbox frame runs one script, inlined into `sandbox.html` and allowed by its hash: its
 * CSP has no `'self'`, so neither the frame nor the bot's worker (a blob worker inherits the
 * frame's policy) may load any script from the app's origin (or any other).
 */
function inlineSandboxFrame(): Plugin {
  return {
    name: 'nautilab-inline-sandbox-frame',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = bundle['sandbox.html'];
      if (!html || html.type !== 'asset') this.error('sandbox.html is missing from the build');
      let text = String(html.source);
      const tag = /<script type="module" crossorigin src="\.\/(assets\/sandbox-[^"]+\.js)"><\/script>/.exec(text);
      const chunk = tag ? bundle[tag[1]!] : undefined;
      if (!tag || !chunk || chunk.type !== 'chunk') this.error("sandbox.html's script was not found");
      // the frame needs no module preloading: its one chunk imports nothing else
      const others = chunk.imports.filter((f) => !/modulepreload-polyfill/.test(f));
      if (others.length || chunk.dynamicImports.length) this.error(`the sandbox frame's script imports ${[...others, ...chunk.dynamicImports].join(', ')}; it must stand alone`);
      const code = chunk.code.replace(/^import\s*"\.\/[^"]*modulepreload-polyfill[^"]*\.js";?/, '');
      if (/<\/script/i.test(code) || /^\s*import[\s"{*]/.test(code)) this.error("the sandbox frame's script cannot be inlined");
      const hash = createHash('sha256').update(code).digest('base64');
      text = text
        .replace(tag[0], () => `<script type="module">${code}</script>`)
        .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
        .replace("script-src 'self' blob:", () => `script-src 'sha256-${hash}' blob:`);
      if (!text.includes(`'sha256-${hash}'`)) this.error("sandbox.html's CSP was not found");
      html.source = text;
      delete bundle[tag[1]!];
    },
  };
}

// The playground: Vue 3 on the main thread, the engine and the WASM kernel in a module worker.
export default defineConfig({
  root: new URL('.', import.meta.url).pathname,
  base: './',
  plugins: [
    vue(),
    inlineSandboxFrame(),
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
  // vue-i18n's build flags: the Composition API only, no devtools hooks in production
  define: {
    __VUE_I18N_FULL_INSTALL__: true,
    __VUE_I18N_LEGACY_API__: false,
    __INTLIFY_PROD_DEVTOOLS__: false,
  },
  server: { port: 5173 },
  preview: { port: 4173 },
});
