// Developer helper: screenshot a page of the running app in Debian Chromium.
// usage: node scripts/dev/shot.mjs URL OUT.png [WIDTH HEIGHT WAIT_FOR_SELECTOR]
import { chromium } from 'playwright-core';
const [url, out, w = '1400', h = '950', waitFor] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
const page = await browser.newPage({ viewport: { width: Number(w), height: Number(h) } });
const logs = [];
page.on('console', (m) => logs.push(`${m.type()}: ${m.text()}`));
page.on('pageerror', (e) => logs.push(`pageerror: ${e.message}`));
page.on('worker', (wk) => wk.on('console', (m) => logs.push(`worker ${m.type()}: ${m.text()}`)));
await page.goto(url);
await page.waitForTimeout(1500);
if (waitFor) await page.waitForSelector(waitFor, { timeout: 10000 });
await page.screenshot({ path: out });
console.log(logs.join('\n') || 'no console output');
await browser.close();
