/**
 * The bot frame's document, given to each frame as `srcdoc`. Chromium's service worker does not
 * answer the navigation of a sandboxed opaque-origin frame (nor its requests), so a frame loaded
 * from `sandbox.html` would fail offline; the page fetches the document instead (its fetches are
 * the service worker's, from the precache) and hands it over whole. A frame so made loads nothing:
 * the build inlines its one script and allows it by its hash (`web/vite.config.ts`).
 */

let made: Promise<string> | null = null;

/** The frame's document, with its script inline: fetched once per page. */
export function frameDocument(): Promise<string> {
  made ??= (async () => {
    const url = new URL('./sandbox.html', document.baseURI).href;
    const r = await fetch(url);
    if (!r.ok) throw new Error(`the bot sandbox could not load ${url} (${r.status})`);
    const html = await r.text();
    if (/<script[^>]*\ssrc=/.test(html)) throw new Error("the bot sandbox's page loads a script; the build inlines it");
    return html;
  })();
  made.catch(() => (made = null)); // a failed fetch is tried again by the next frame
  return made;
}
