// The panel's warm start in a real browser (issue 30): the analysis workers load their kernel when
// the view opens, before the player asks; after Start the first figures come from a small first
// batch of samples, not a whole shard. The test asserts the order of events, never the time; the
// time from Start to the first figures is logged (docs/analysis-spec.md gives measured figures).
import lz from 'lz-string';
import { describe, expect, test } from 'vitest';
import { FIRST_BATCH, SHARD_SIZE, type AnalysisEvent } from '../../web/src/clients/analysis.js';
import { appAndBrowser, openPage } from './browser.js';
import { subPosition } from '../nautilus/midgame.js';

const app = appAndBrowser();

const link = (game: string, pos: unknown): string => `${app.url}#/${game}/explore?p=${lz.compressToEncodedURIComponent(JSON.stringify(pos))}`;

describe('warm start', () => {
  test('the pool is ready before Start; the first figures carry a first batch of fewer samples than a shard', async () => {
    const pos = subPosition(1);
    const { page, errors } = await openPage(app.browser, link('nautilus', pos), { width: 1280, height: 800 });
    await page.waitForSelector('[data-test=analysis-toggle]');
    const events = (): Promise<AnalysisEvent[]> => page.evaluate(() => (window as unknown as { nautilab: { analysisEvents: () => AnalysisEvent[] } }).nautilab.analysisEvents());
    // the workers load while the player looks: ready without anyone pressing Start
    await expect.poll(async () => (await events()).some((e) => e.event === 'ready')).toBe(true);
    await page.click('[data-test=analysis-toggle]');
    await expect.poll(async () => (await events()).some((e) => e.event === 'document' && (e.samples ?? 0) > 0)).toBe(true);
    const log = await events();
    const ready = log.findIndex((e) => e.event === 'ready');
    const start = log.findIndex((e) => e.event === 'start');
    const first = log.findIndex((e, i) => i > start && e.event === 'document' && (e.samples ?? 0) > 0);
    expect(ready).toBeGreaterThanOrEqual(0);
    expect(start).toBeGreaterThan(ready);
    expect(first).toBeGreaterThan(start);
    // the first figures: the first batch, fewer samples than one shard
    expect(log[first]!.samples).toBe(FIRST_BATCH);
    expect(log[first]!.samples).toBeLessThan(SHARD_SIZE);
    const at = (name: string): string => {
      const e = log.find((x, i) => i > start && x.event === name);
      return e ? `${Math.round(e.at - log[start]!.at)} ms` : '-';
    };
    console.log(`Start → first figures: ${Math.round(log[first]!.at - log[start]!.at)} ms (${log[first]!.samples} samples; planned ${at('planned')}, loaded ${at('loaded')})`);
    // later documents grow from there
    await expect.poll(async () => Math.max(...(await events()).map((e) => e.samples ?? 0))).toBeGreaterThanOrEqual(SHARD_SIZE);
    await page.click('[data-test=analysis-toggle]');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
