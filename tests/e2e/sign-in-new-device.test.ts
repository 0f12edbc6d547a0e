// Issue 34, point 4: once strangers spent the account's password checks for the hour, a new device
// (a fresh address, no device cookie) with the right password still gets in, in Chromium, with the
// seller's second factor — a code of his authenticator app (ADMIN_TOTP_SECRET) — while the
// strangers' burst, codes and all, still gets ACCOUNT_LIMIT checks and not one more.
// docs/decisions/2026-11-26-a-second-factor-for-new-devices.md
import { createHmac } from "node:crypto";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ACCOUNT_LIMIT, CODE_LIMIT } from "~/lib/auth/throttle.server";
import { TEST_ADMIN } from "../../harness/admin";
import { launchBrowser } from "../../harness/browser";
import { clearTables } from "../../harness/reset";
import { startWorker, type RunningWorker } from "../../harness/worker";
import { arrivedAt, gotoReady, waitForToast } from "../support/admin-browser";

// 20 random bytes in base32, as an authenticator app is given them.
const SECRET_BASE32 = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
const SECRET = Buffer.from("48656c6c6f21deadbeef48656c6c6f21deadbeef", "hex");

/** RFC 6238's code for a step, computed by Node's crypto (not the app's code). */
function code(step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac("sha1", SECRET).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, "0");
}
const stepNow = () => Math.floor(Date.now() / 30_000);
/** Six digits that are no code of the steps around now. */
function wrongCode(seed: number): string {
  const live = new Set([-2, -1, 0, 1, 2].map((d) => code(stepNow() + d)));
  let guess = (seed * 7919) % 1_000_000;
  while (live.has(String(guess).padStart(6, "0"))) guess = (guess + 1) % 1_000_000;
  return String(guess).padStart(6, "0");
}

let w: RunningWorker;
let browser: Browser;
beforeAll(async () => {
  [w, browser] = await Promise.all([startWorker({ bindings: { ADMIN_TOTP_SECRET: SECRET_BASE32 } }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await w?.dispose();
});
beforeEach(async () => {
  await clearTables(w, ["login_counters"]);
});

async function login(ip: string, password: string, codigo?: string): Promise<{ status: number; text: string }> {
  const res = await w.fetch("/admin/login", {
    method: "POST",
    body: new URLSearchParams({ email: TEST_ADMIN.email, password, ...(codigo ? { codigo } : {}) }),
    headers: { Origin: w.url, "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": ip },
  });
  return { status: res.status, text: await res.text() };
}

async function counters(): Promise<Record<string, number>> {
  const { results } = await (await w.db()).prepare("SELECT key, count FROM login_counters").all<{
    key: string;
    count: number;
  }>();
  return Object.fromEntries(results.filter((r) => !r.key.startsWith("ip:")).map((r) => [r.key, r.count]));
}

/** Strangers from fresh addresses: wrong passwords, with and without made-up codes. */
async function burst(tag: number, tries: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let a = 0; a < tries; a++) {
    const withCode = a % 2 === 1 ? wrongCode(tag * 1000 + a) : undefined;
    statuses.push((await login(`198.51.${tag}.${a + 1}`, `errada-${a}`, withCode)).status);
  }
  return statuses;
}

describe("a new device after a stranger's burst", () => {
  it("gets in in Chromium with the password and the authenticator's code; the burst got the account's checks only", async () => {
    const statuses = await burst(1, ACCOUNT_LIMIT + 40);
    // Exactly the account's checks were made (401: a password checked and wrong), then refusals.
    expect(statuses.filter((s) => s === 401)).toHaveLength(ACCOUNT_LIMIT);
    expect(statuses.slice(ACCOUNT_LIMIT)).toEqual(Array(40).fill(429));
    // Even the right password from a stranger without the code, or with a made-up one, is refused.
    expect((await login("198.51.2.1", TEST_ADMIN.password)).status).toBe(429);
    expect((await login("198.51.2.2", TEST_ADMIN.password, wrongCode(5))).status).toBe(429);
    expect(await counters()).toEqual({ [`account:${TEST_ADMIN.email}`]: ACCOUNT_LIMIT });

    // The seller's new phone: no device cookie, an address nobody used.
    const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
    context.setDefaultTimeout(10_000);
    const page = await context.newPage();
    let used = 0;
    try {
      await gotoReady(page, `${w.url}/admin/login`);
      await page.locator('input[name="email"]').fill(TEST_ADMIN.email);
      await page.locator('input[name="password"]').fill(TEST_ADMIN.password);
      await page.getByRole("button", { name: "Entrar" }).click();
      const field = page.getByLabel("Código do aplicativo autenticador");
      await field.waitFor();
      expect(await page.getByText("código de 6 dígitos do seu aplicativo autenticador").count()).toBe(1);
      // Fits a 375 px phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      // A code typed wrong first: a clear message under the field, nothing checked.
      await page.locator('input[name="password"]').fill(TEST_ADMIN.password);
      await field.fill("12345");
      await page.getByRole("button", { name: "Entrar" }).click();
      await page.getByText("O código tem 6 dígitos.").waitFor();
      await page.locator('input[name="password"]').fill(TEST_ADMIN.password);
      used = stepNow();
      await field.fill(code(used));
      await page.getByRole("button", { name: "Entrar" }).click();
      await arrivedAt(page, "/admin/painel");
      expect(await waitForToast(page, "Login bem-sucedido")).toBe("Login bem-sucedido");
    } finally {
      await context.close();
    }

    // The code the phone used is spent: a stranger who saw it gets no check with it.
    expect((await login("198.51.3.1", "errada", code(used))).status).toBe(429);
    expect((await login("198.51.3.2", TEST_ADMIN.password, code(used - 1))).status).toBe(429);
    // Still ACCOUNT_LIMIT checks for the strangers; the phone's own check was given back.
    const after = await counters();
    expect(after[`account:${TEST_ADMIN.email}`]).toBe(ACCOUNT_LIMIT);
    expect(after[`code:${TEST_ADMIN.email}`]).toBe(0);
  });

  it("made-up codes never reach a password check; a live code opens one check, and no older code after it", async () => {
    await burst(4, ACCOUNT_LIMIT);
    // A hundred made-up codes from fresh addresses: none is a check (all 429, none 401).
    const guesses = await Promise.all(
      Array.from({ length: 100 }, (_, a) =>
        login(`198.18.${Math.floor(a / 200)}.${(a % 200) + 1}`, "errada", wrongCode(a)),
      ),
    );
    expect(guesses.map((g) => g.status).filter((s) => s !== 429)).toEqual([]);
    expect(guesses[0]!.text).toContain("O código do aplicativo autenticador está errado");
    expect(Object.keys(await counters())).toEqual([`account:${TEST_ADMIN.email}`]);
    // Each live code opens one check (then it and every older one are used up). Now's code and the
    // next one stay live while the clock crosses into the next step.
    const step = stepNow();
    expect((await login("198.19.0.1", "typo", code(step))).status).toBe(401);
    expect((await login("198.19.0.2", "typo", code(step + 1))).status).toBe(401);
    expect((await login("198.19.0.3", "typo", code(step))).status).toBe(429);
    expect((await login("198.19.0.4", "typo", code(step + 1))).status).toBe(429);
    const checked = await counters();
    expect(checked[`code:${TEST_ADMIN.email}`]).toBe(2);
    expect(checked[`code:${TEST_ADMIN.email}`]).toBeLessThanOrEqual(CODE_LIMIT);
  });
});
