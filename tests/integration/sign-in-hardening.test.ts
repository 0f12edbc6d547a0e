// Findings of the attack run on sign-in and sessions (issue 16), each reproduced against the built
// Worker with real local D1: throttle races and lock-outs, revocable sessions, malformed input.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_LIMIT, IP_LIMIT } from "~/lib/auth/throttle.server";
import { SESSION_COOKIE } from "~/http/session.server";
import { TEST_ADMIN } from "../../harness/admin";
import { forgeSessionCookie, postForm, signInCookie } from "../../harness/admin-client";
import { startWorker, type RunningWorker } from "../../harness/worker";

let w: RunningWorker;
beforeAll(async () => {
  w = await startWorker();
});
afterAll(async () => {
  await w?.dispose();
});

const login = (ip: string, email: string, password: string) =>
  postForm(w, "/admin/login", { email, password }, { "CF-Connecting-IP": ip });

describe("sign-in throttle (atomic D1 counters)", () => {
  it("checks at most 5 of 50 parallel wrong passwords from one address", async () => {
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => login("198.51.100.50", TEST_ADMIN.email, `errada-${i}`)),
    );
    const statuses = results.map((r) => r.status);
    const checked = statuses.filter((s) => s === 401).length;
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(IP_LIMIT);
    expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
    // The counters are in D1, not in KV (whose daily write pool page saves share).
    const kvKeys = (await (await w.kv()).list({ prefix: "throttle:" })).keys;
    expect(kvKeys).toEqual([]);
  });

  // A stranger's failures and the admin's own device: tests/integration/sign-in-quota.test.ts (the
  // account's limit now refuses strangers, so that test locks the account in a Worker of its own).

  it("an attacker spread over addresses gets the account limit plus one guess per fresh address", async () => {
    const email = "alvo-distribuido@teste.local";
    const addresses = Array.from({ length: 10 }, (_, a) => `100.64.0.${a + 1}`);
    let checked = 0;
    for (const ip of addresses) {
      for (let i = 0; i < IP_LIMIT; i++) if ((await login(ip, email, "errada")).status === 401) checked++;
    }
    expect(checked).toBeLessThanOrEqual(ACCOUNT_LIMIT + addresses.length);
    expect(checked).toBeLessThan(addresses.length * IP_LIMIT);
    // An address that already failed is refused for this account, even with a new guess.
    expect((await login(addresses[0]!, email, "outra")).status).toBe(429);
  });

  it("IPv6 addresses of one /64 share one counter", async () => {
    for (let i = 1; i <= IP_LIMIT; i++) {
      expect((await login(`2001:db8:1:2::${i}`, "v6@teste.local", "errada")).status).toBe(401);
    }
    expect((await login("2001:db8:1:2:ffff::9", "v6@teste.local", "errada")).status).toBe(429);
  });
});

describe("revocable sessions (D1)", () => {
  it("logout ends the session: the old cookie no longer opens the panel", async () => {
    const cookie = await signInCookie(w);
    expect((await w.fetch("/admin/painel", { headers: { Cookie: cookie } })).status).toBe(200);
    expect((await postForm(w, "/admin/logout", {}, { Cookie: cookie })).status).toBe(302);
    const after = await w.fetch("/admin/painel", { headers: { Cookie: cookie } });
    expect(after.status).toBe(302);
    expect(after.headers.get("location")).toMatch(/^\/admin\/login/);
  });

  it("'Sair de todos os dispositivos' ends every session of the account", async () => {
    const laptop = await signInCookie(w);
    const phone = await signInCookie(w);
    const html = await (await w.fetch("/admin/painel", { headers: { Cookie: laptop } })).text();
    expect(html).toContain("Sair de todos os dispositivos");
    expect((await postForm(w, "/admin/logout", { everywhere: "1" }, { Cookie: laptop })).status).toBe(302);
    for (const cookie of [laptop, phone]) {
      expect((await w.fetch("/admin/painel", { headers: { Cookie: cookie } })).status).toBe(302);
    }
  });

  it("a correctly signed cookie with no session row is no session", async () => {
    const forged = await forgeSessionCookie(TEST_ADMIN.sessionSecret, {
      email: TEST_ADMIN.email,
      issuedAt: Date.now(),
      sid: "inventado",
    });
    expect((await w.fetch("/admin/painel", { headers: { Cookie: forged } })).status).toBe(302);
  });

  it("rotating SESSION_SECRET ends every session", async () => {
    const cookie = await signInCookie(w);
    const rotated = await startWorker({
      persistDir: w.persistDir,
      bindings: { SESSION_SECRET: "another-secret-0123456789abcdef0123456789abcdef" },
    });
    try {
      expect((await rotated.fetch("/admin/painel", { headers: { Cookie: cookie } })).status).toBe(302);
    } finally {
      await rotated.dispose({ keepState: true });
    }
  });

  it("a malformed session cookie is no session, never a 500", async () => {
    for (const value of ["abc.%21%21", "%E0%A4%A", "e30.", "....", "x".repeat(5000)]) {
      const headers = { Cookie: `${SESSION_COOKIE}=${value}` };
      const admin = await w.fetch("/admin/painel", { headers });
      expect(admin.status, value).toBe(302);
      expect((await w.fetch("/", { headers })).status, value).toBe(200);
      expect((await w.fetch("/admin/login", { headers })).status, value).toBe(200);
    }
  });
});

describe("bodies and fields no form sends", () => {
  it("a text/plain POST gets 415 and broken multipart 400, with a Portuguese message", async () => {
    const plain = await w.fetch("/admin/login", {
      method: "POST",
      body: "email=a&password=b",
      headers: { Origin: w.url, "Content-Type": "text/plain" },
    });
    expect(plain.status).toBe(415);
    expect(await plain.text()).toContain("Formato de envio não suportado");
    const broken = await w.fetch("/admin/login", {
      method: "POST",
      body: '--xyz\r\nContent-Disposition: form-data; name="email"\r\n\r\nsem-fim',
      headers: { Origin: w.url, "Content-Type": "multipart/form-data; boundary=xyz" },
    });
    expect(broken.status).toBe(400);
    expect(await broken.text()).toContain("Não foi possível ler o formulário");
  });

  it("an e-mail longer than 254 characters gets 400 with a Portuguese message", async () => {
    const long = await login("192.0.2.200", `${"a".repeat(250)}@teste.local`, "x");
    expect(long.status).toBe(400);
    expect(await long.text()).toContain("no máximo 254 caracteres");
    // Multi-byte e-mails within the limit are just wrong credentials.
    expect((await login("192.0.2.201", `${"ç".repeat(200)}@teste.local`, "x")).status).toBe(401);
  });
});
