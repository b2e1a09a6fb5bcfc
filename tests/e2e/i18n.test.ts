// The UI in Italian and Dutch (issue 32): every page of every game, opened in each language, shows
// no text that is still an English message of the catalog (where the translation differs), and the
// language switch in the frame changes the navigation, the page's language and its title at once.
// One browser and one page for all of it: the views are reached by their address, as a person would.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { LOCALES, type Locale } from '../../web/src/i18n/define.js';
import { messagesFor } from '../../web/src/i18n/messages/index.js';
import { appAndBrowser, openPage, screenshot, viewLoaded } from './browser.js';

const app = appAndBrowser();

/** Every message of a tree as [dotted key, text]. */
function leaves(tree: unknown, prefix = ''): [string, string][] {
  if (typeof tree === 'string') return [[prefix, tree]];
  return Object.entries(tree as object).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
}

/**
 * The English messages a page in `locale` must not show: those that read the same whatever they
 * interpolate (no `{…}`, no plural forms), whose translation differs and that are not words of
 * `locale` too (Dutch "Analyse", the Italian rules' "Kraken").
 */
function englishOnly(locale: Locale): Map<string, string> {
  const leavesThere = leaves(messagesFor(locale));
  const translated = new Map(leavesThere);
  const own = new Set(leavesThere.map(([, text]) => text.trim()));
  const out = new Map<string, string>();
  for (const [key, text] of leaves(messagesFor('en'))) {
    if (/[{|]/.test(text) || translated.get(key) === text || own.has(text.trim())) continue;
    out.set(text.trim(), key);
  }
  return out;
}

/**
 * What the page shows a person: each visible text node, each line of the body's text, and the
 * names and hints of its controls (outside notation: `code`, `kbd`, `pre`, and an action's
 * notation in the `title` of its button).
 */
async function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out = new Set<string>();
    const notation = (e: Element | null): boolean => !!e?.closest('code, kbd, pre, .monaco-editor');
    for (const line of document.body.innerText.split('\n')) out.add(line.trim());
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const parent = n.parentElement;
      if (!parent || notation(parent) || !parent.checkVisibility()) continue;
      out.add((n.textContent ?? '').trim());
    }
    for (const e of document.querySelectorAll('[title], [aria-label], [placeholder], [alt]')) {
      if (notation(e)) continue;
      for (const a of ['title', 'aria-label', 'placeholder', 'alt']) {
        const v = e.getAttribute(a);
        if (v && !(a === 'title' && (v === e.getAttribute('data-action') || v === e.getAttribute('data-played')))) out.add(v.trim());
      }
    }
    out.delete('');
    return [...out];
  });
}

const GAMES = ['nautilus', 'atlantis', 'duel'] as const;
const VIEWS = ['explore', 'play', 'arena', 'rules', 'bots'] as const;

describe('the UI speaks Italian and Dutch', () => {
  test('every page of every game, in each language: no English message left where a translation differs; the switch changes the frame', async () => {
    // the first language comes from a stored choice (the browser's own language is English)
    const { page, errors } = await openPage(app.browser, `${app.url}#/nautilus/rules`, undefined, "localStorage.setItem('nautilab.locale', 'it')");
    const checked: string[] = [];
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      if (locale !== 'it') {
        // later languages through the switch in the frame, as a person picks one
        await page.selectOption('[data-test=language]', locale);
      }
      const nav = messagesFor(locale).shell.nav;
      await expect.poll(() => page.locator('[data-nav=explore]').textContent()).toBe(nav.explore);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale);
      const english = englishOnly(locale);
      const routes = [...GAMES.flatMap((g) => VIEWS.map((v) => `${g}/${v}`)), 'bench'];
      for (const route of routes) {
        await page.evaluate((r) => void (location.hash = `#/${r}`), route);
        // the Bots view's own words are drawn before Monaco and its TypeScript worker, which are not waited for
        if (route.endsWith('/bots')) await page.waitForSelector('[data-test=quick-match]');
        else await viewLoaded(page, route);
        const look = async (what: string): Promise<void> => {
          for (const t of await shownTexts(page)) if (english.has(t)) checked.push(`${locale} ${what}: "${t}" (${english.get(t)})`);
        };
        await look(route);
        if (route.endsWith('/play')) {
          // the game itself, after its form: a person against a bot
          await page.click('[data-test=start]');
          await page.waitForSelector('[data-test=play-status]');
          await look(`${route} (a game)`);
        }
        if (route.endsWith('/explore')) {
          await page.click('[data-tab=share]');
          await page.waitForSelector('[data-test=share-link]');
          await look(`${route} (import / export)`);
        }
        expect(await page.title(), route).toContain(route === 'bench' ? messagesFor(locale).shell.nav.bench : nav[route.split('/')[1] as keyof typeof nav]);
      }
      await screenshot(page, `i18n-${locale}-bench`);
    }
    expect.soft(checked).toEqual([]);
    // back to English through the switch: the frame follows at once, and the choice is kept
    await page.selectOption('[data-test=language]', 'en');
    await expect.poll(() => page.locator('[data-nav=explore]').textContent()).toBe('Explore');
    expect(await page.evaluate(() => [document.documentElement.lang, localStorage.getItem('nautilab.locale')])).toEqual(['en', 'en']);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('on a phone, what comes from the engine reads in the language too: tiles on a goal card, colour codes, domain codes; file pickers; the rules tables fit', async () => {
    const { page, errors } = await openPage(app.browser, `${app.url}#/nautilus/explore`, { width: 390, height: 844 });
    const found: string[] = [];
    const go = async (route: string): Promise<void> => {
      await page.evaluate((r) => void (location.hash = `#/${r}`), route);
      await viewLoaded(page, route);
    };
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      await page.selectOption('[data-test=language]', locale);
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(locale);
      const names = messagesFor(locale).names;
      await go('nautilus/explore');
      // Explore shows everything: both goal cards, each two tiles of the language's own words
      const goals = await page.locator('[data-test=goal]').allTextContents();
      expect(goals.length).toBeGreaterThan(0);
      for (const g of goals) for (const tile of g.split(' + ')) if (!Object.values(names.tiles).includes(tile)) found.push(`${locale} goal card: "${tile}"`);
      await go('atlantis/explore');
      const cards = await page.locator('[data-seat="0"] [data-card]').allTextContents();
      expect(cards.length).toBeGreaterThan(0);
      for (const c of cards) if (!Object.values(names.colourCodes).includes(c.split('×')[0]!)) found.push(`${locale} card code: "${c}"`);
      await go('duel/explore');
      const codes = Object.values(names.domainsShort).join(' ');
      if (!(await page.locator('[data-test=scores]').textContent())!.includes(codes)) found.push(`${locale} duel score table lacks "${codes}"`);
      // the browser's own file button follows the browser's language: ours stands in for it
      await go('nautilus/arena');
      const button = page.locator('[data-test=file-button]');
      const label = (await button.count()) ? await button.first().textContent() : null;
      if (label !== messagesFor(locale).common.file.chooseMany) found.push(`${locale} file button: ${JSON.stringify(label)}`);
      const input = await page.locator('[data-test=ladder-files]').boundingBox();
      if (!input || input.width > 1 || input.height > 1) found.push(`${locale} the browser's file button shows (${JSON.stringify(input)})`);
      for (const g of GAMES) {
        await go(`${g}/rules`);
        for (const w of await page.evaluate(() => [...document.querySelectorAll('.table-scroll')].filter((e) => e.scrollWidth > e.clientWidth + 1).map((e) => `${e.scrollWidth} > ${e.clientWidth}`))) found.push(`${locale} ${g} rules table: ${w}`);
      }
    }
    expect(found).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

