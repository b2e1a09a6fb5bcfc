// Issue 31 in the browser: the Arena page's SPRT option stops a run when the test decides and shows
// its report, and the ladder reads arena files written by the command line.
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { appAndBrowser, openPage, screenshot } from './browser.js';

const app = appAndBrowser();
const BIN = new URL('../../bin/nautilab.js', import.meta.url).pathname;

describe.sequential('the Arena page: SPRT and the ladder', () => {
  test('greedy against random at the duel stops with H1 accepted, before the games run out', async () => {
    const { page, errors } = await openPage(app.browser, `${app.url}#/duel/arena`);
    await page.waitForSelector('[data-test=arena-run]');
    // the candidate is the first bot picked: greedy, then random
    await page.uncheck('[data-bot="builtin:random"]');
    await page.check('[data-bot="builtin:greedy"]');
    await page.check('[data-bot="builtin:random"]');
    await page.check('[data-test=arena-sprt-on]');
    await page.fill('[data-test=sprt-elo1]', '200');
    await page.fill('[data-test=arena-games]', '200');
    await page.click('[data-test=arena-run]');
    await expect.poll(() => page.locator('[data-test=sprt-verdict]').getAttribute('data-verdict')).toBe('H1');
    await page.waitForSelector('[data-test=arena-run]:not([disabled])');
    expect(await page.locator('[data-test=sprt-verdict]').textContent()).toContain('greedy is at least 200 Elo better than random');
    // it stopped: far fewer games than the cap were played
    const played = await page.locator('[data-game]').count();
    expect(played).toBeGreaterThan(0);
    expect(played).toBeLessThan(40);
    await screenshot(page, 'arena-sprt');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('the ladder rates the games of two arena files', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'nautilab-ladder-'));
    const files = [join(dir, 'a.json'), join(dir, 'b.json')];
    for (const [i, bots] of [['greedy,random'], ['ismcts:8,random']].entries()) {
      const r = spawnSync(process.execPath, [BIN, 'arena', '--game', 'duel', '--bots', bots[0]!, '--games', '4', '--seed', '3', '--threads', '1', '--out', files[i]!], { encoding: 'utf8', timeout: 120_000 });
      expect(r.status).toBe(0);
    }
    const { page, errors } = await openPage(app.browser, `${app.url}#/duel/arena`);
    await page.waitForSelector('[data-test=ladder-files]');
    await page.setInputFiles('[data-test=ladder-files]', files);
    await page.waitForSelector('[data-ladder]');
    expect(await page.locator('[data-ladder]').count()).toBe(3);
    expect(await page.locator('[data-test=arena-ladder] caption').textContent()).toContain('8 games from 2 files');
    expect(await page.locator('[data-ladder="random"]').textContent()).toContain('8');
    expect(await page.locator('[data-test=ladder-problem]').count()).toBe(0);
    // the file picker: the input is named, described by the names chosen (said again as they change),
    // and emptied after a pick, so that the same files picked again are a change the browser reports
    const input = page.locator('[data-test=ladder-files]');
    expect(await input.getAttribute('aria-label')).toBe('Arena files for the ladder');
    const chosen = page.locator(`[id="${await input.getAttribute('aria-describedby')}"]`);
    expect(await chosen.getAttribute('aria-live')).toBe('polite');
    expect(await chosen.textContent()).toBe('a.json, b.json');
    expect(await input.inputValue()).toBe('');
    // at a phone's width: 400 files of long names, binary or of another kind, each named with its reason;
    // the chosen names are a line and a count, and nothing is wider than the page
    await page.setViewportSize({ width: 390, height: 844 });
    const long = 'a-very-long-file-name-without-any-space-'.repeat(4);
    const junk = Array.from({ length: 400 }, (_, i) => ({ name: `${long}${i}.json`, mimeType: 'application/json', buffer: i % 2 ? Buffer.from([0, 255, 1, 254, i % 256]) : Buffer.from('{"format":"nautilus/1"}') }));
    await input.setInputFiles(junk);
    await expect.poll(() => page.locator('[data-test=ladder-problem]').count()).toBe(400);
    expect(await chosen.textContent()).toBe(`${long}0.json, ${long}1.json, ${long}2.json and 397 more`);
    expect(await page.locator('[data-test=ladder-problem]').nth(1).textContent()).toMatch(new RegExp(`^${long}1\\.json: it is not an arena file: \\$: `));
    expect(await page.locator('[data-test=ladder-problem]').nth(0).textContent()).toContain(`${long}0.json: it is not an arena file: $.game: is required`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'arena-ladder-390');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
