/**
 * The bot frame's document, given to each frame as `srcdoc`. Chromium's service worker does not
 * answer the navigation of a sandboxed opaque-origin frame (nor its requests), so a frame loaded
 * from `sandbox.html` would fail offline; the page fetches the document instead (its fetches are
 * the service worker's, from the precache) and hands it over whole. A frame so made loads nothing:
 * its one script is inline, allowed by a nonce in the document's own CSP.
 */

let made: Promise<string> | null = null;

async function text(url: string): Promise<string> {
  const r = await fetch(url);
  if (!r.ok) throw new Error(`the bot sandbox could not load ${url} (${r.status})`);
  return r.text();
}

/** A random nonce for the frame's inline script. */
function nonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/** The frame's document, with its script inlined: made once per page. */
export function sandboxDocument(): Promise<string> {
  made ??= (async () => {
    const page = new URL('./sandbox.html', document.baseURI).href;
    const html = await text(page);
    const tag = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/.exec(html);
    if (!tag) return html; // the build inlined the script already
    const raw = await text(new URL(tag[1]!, page).href);
    // the frame needs no module preloading; anything else imported could not load in it
    const code = raw.replace(/^import\s*"\.\/modulepreload-polyfill-[\w-]+\.js";?/, '');
    if (/^\s*import\s*["{*\w]/.test(code)) throw new Error("the bot sandbox's script imports other modules; it must stand alone");
    const n = nonce();
    // the script arrives as a JSON string (no `<` left in it, so nothing in it can end the tag),
    // and runs from a blob: URL of the frame's own
    const boot = `import(URL.createObjectURL(new Blob([${JSON.stringify(code).replace(/</g, '\\u003c')}], { type: 'text/javascript' })));`;
    const policy = /script-src 'self' blob:/;
    if (!policy.test(html)) throw new Error("the bot sandbox's page has an unexpected Content-Security-Policy");
    return html
      .replace(policy, `script-src 'nonce-${n}' blob:`)
      .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
      .replace(tag[0], () => `<script type="module" nonce="${n}">${boot}</script>`);
  })();
  made.catch(() => (made = null)); // a failed fetch is tried again by the next frame
  return made;
}
