// Screenshots of pages at phone and desktop widths, to look at what a person sees.
// Usage: tsx scripts/screenshot.ts <baseUrl> <outDir> /path [/path ...]
import { mkdirSync } from "node:fs";
import path from "node:path";
import { launchBrowser } from "../harness/browser";

const [base, outDir, ...paths] = process.argv.slice(2);
if (!base || !outDir || paths.length === 0) {
  console.error("Usage: tsx scripts/screenshot.ts <baseUrl> <outDir> /path [/path ...]");
  process.exit(2);
}
mkdirSync(outDir, { recursive: true });
const browser = await launchBrowser();
for (const width of [375, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: width === 375 ? 800 : 900 } });
  for (const p of paths) {
    await page.goto(base + p, { waitUntil: "networkidle" });
    const file = path.join(outDir, `${p.replace(/[^a-z0-9]+/gi, "_") || "home"}-${width}.png`);
    await page.screenshot({ path: file, fullPage: process.env.FULL === "1" });
    console.log(file);
  }
  await page.close();
}
await browser.close();
