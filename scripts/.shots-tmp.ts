import { launchBrowser } from "../tests/support/browser";
import { addSessionCookie, ready } from "../tests/support/admin-browser";
import { postForm, signInCookie } from "../tests/support/admin-client";
import { startFakeOpenAi } from "../tests/mocks/fake-openai";
import { startWorker } from "../tests/support/worker";

const ai = await startFakeOpenAi();
const w = await startWorker({
  bindings: { AI_API_KEY: "sk-x-0123456789", AI_BASE_URL: ai.baseUrl("flaky"), AI_PRICE_PER_1K_TOKENS_BRL: "0.03" },
});
const cookie = await signInCookie(w);
await postForm(w, "/admin/api/trabalhos/tecnico", { intent: "start" }, { Cookie: cookie });
await postForm(w, "/admin/api/trabalhos/lote", { intent: "start" }, { Cookie: cookie });
await new Promise((r) => setTimeout(r, 9000));
const browser = await launchBrowser();
for (const width of [375, 1280]) {
  const ctx = await browser.newContext({ viewport: { width, height: width === 375 ? 800 : 900 } });
  await addSessionCookie(ctx, w, cookie);
  const page = await ctx.newPage();
  for (const p of ["/admin/technical-generator", "/admin/batch-creator"]) {
    await page.goto(w.url + p, { waitUntil: "networkidle" });
    await ready(page);
    await page.screenshot({ path: `/tmp/shots15/${p.split("/").pop()}-running-${width}.png`, fullPage: true });
  }
  await ctx.close();
}
// Let the batch finish, then the final state.
await new Promise((r) => setTimeout(r, 8000));
const ctx = await browser.newContext({ viewport: { width: 375, height: 800 } });
await addSessionCookie(ctx, w, cookie);
const page = await ctx.newPage();
await page.goto(w.url + "/admin/batch-creator", { waitUntil: "networkidle" });
await page.screenshot({ path: `/tmp/shots15/batch-creator-done-375.png` });
await browser.close();
await w.dispose();
// Streaming preview, mid-stream.
ai.reset();
const w2 = await startWorker({ bindings: { AI_API_KEY: "sk-x-0123456789", AI_BASE_URL: ai.baseUrl("stream") } });
const c2 = await signInCookie(w2);
const b2 = await launchBrowser();
for (const width of [375, 1280]) {
  ai.reset();
  const ctx2 = await b2.newContext({ viewport: { width, height: width === 375 ? 800 : 900 } });
  await addSessionCookie(ctx2, w2, c2);
  const p2 = await ctx2.newPage();
  await p2.goto(w2.url + "/admin/local-generator", { waitUntil: "networkidle" });
  await ready(p2);
  await p2.locator('textarea[name="titles"]').fill("Motor PPA em Moema - São Paulo - SP");
  await p2.getByLabel("Serviço de IA").check();
  await p2.getByRole("button", { name: "Gerar conteúdo" }).click();
  await p2.getByText("Escrito aos poucos.").waitFor();
  await p2.screenshot({ path: `/tmp/shots15/local-generator-streaming-${width}.png`, fullPage: true });
  ai.release();
  await ctx2.close();
}
await b2.close();
await w2.dispose();
await ai.close();
