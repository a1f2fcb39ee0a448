// Renders public/icons/icon.svg into the PNG app icons the manifest lists (run after editing the SVG).
import { chromium } from 'playwright-core';
import { readFileSync } from 'node:fs';

const svg = readFileSync('public/icons/icon.svg', 'utf8');
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage();
  const render = async (size, file, padding = 0) => {
    await page.setViewportSize({ width: size, height: size });
    const inner = size - padding * 2;
    // Maskable icons keep the artwork inside the safe zone on a full-bleed background.
    await page.setContent(
      `<html><body style="margin:0;background:${padding ? '#0f1b3d' : 'transparent'}"><div style="padding:${padding}px">${svg.replace('<svg ', `<svg width="${inner}" height="${inner}" `)}</div></body></html>`,
    );
    await page.screenshot({
      path: `public/icons/${file}`,
      omitBackground: !padding,
      clip: { x: 0, y: 0, width: size, height: size },
    });
  };
  await render(192, 'icon-192.png');
  await render(512, 'icon-512.png');
  await render(512, 'icon-maskable-512.png', 64);
} finally {
  await browser.close();
}
