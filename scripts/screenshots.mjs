// Screenshots of the demo pages at 375, 768 and 1280 px wide, for a person to look at.
// Usage: npm run build && npm run screenshots [-- <out dir>]   (default .tmp/screenshots)
//        npm run screenshots -- --readme   the README's picture, docs/images/chrome.png
// Starts the demo server on a free loopback port, drives Debian's Chromium with puppeteer-core
// (no browser download), and stops both when done.
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import puppeteer from 'puppeteer-core';

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const WIDTHS = [375, 768, 1280];
/** @type {[name: string, path: string][]} */
const PAGES = [
  ['signed-out', '/'],
  ['signed-in', '/signed-in.html'],
  ['rtl', '/rtl.html'],
  ['hebrew', '/?locale=he-IL'],
  ['partner', '/partner.html'],
];
// Right-to-left pages are shot with the navigation drawer open too, to see it mirrored.
const WITH_DRAWER = new Set(['rtl', 'hebrew']);
// `npm run screenshots -- --readme` shoots the README's picture alone: signed in, at 1280 px.
const readme = process.argv[2] === '--readme';
const out = readme ? 'docs/images' : (process.argv[2] ?? '.tmp/screenshots');
mkdirSync(out, { recursive: true });

const port = 8400 + Math.floor(Math.random() * 500);
const server = spawn(process.execPath, ['demo/server/main.mjs'], {
  env: { ...process.env, PORT: String(port), MARQUEE_DB_FILE: ':memory:' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((resolve, reject) => {
  server.stdout.on('data', (chunk) => {
    if (String(chunk).includes('http://')) resolve(undefined);
  });
  server.on('exit', (code) => reject(new Error(`demo server exited with ${String(code)}`)));
});

const browser = await puppeteer.launch({
  executablePath: CHROMIUM,
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
try {
  const page = await browser.newPage();
  for (const [name, path] of readme ? PAGES.filter(([name]) => name === 'signed-in') : PAGES) {
    for (const width of readme ? [1280] : WIDTHS) {
      await page.setViewport({ width, height: 900 });
      await page.goto(`http://127.0.0.1:${String(port)}${path}`, { waitUntil: 'networkidle0' });
      // Let the elements render and their translations arrive.
      await page.waitForFunction(() => document.querySelector('site-header')?.shadowRoot?.querySelector('.navbar'));
      await new Promise((resolve) => setTimeout(resolve, 300));
      const file = readme ? join(out, 'chrome.png') : join(out, `${name}-${String(width)}.png`);
      // The viewport, as a visitor sees it (full-page capture misplaces right-to-left pages).
      await page.screenshot({ path: file });
      console.log(file);
      if (WITH_DRAWER.has(name)) {
        await page.evaluate(() => document.querySelector('site-header')?.shadowRoot?.querySelector('button.hamburger')?.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true })));
        await page.waitForFunction(() => document.querySelector('site-header')?.shadowRoot?.querySelector('.drawer:popover-open'));
        await new Promise((resolve) => setTimeout(resolve, 400));
        const drawerFile = join(out, `${name}-drawer-${String(width)}.png`);
        await page.screenshot({ path: drawerFile });
        console.log(drawerFile);
      }
    }
  }
} finally {
  await browser.close();
  server.kill();
}
