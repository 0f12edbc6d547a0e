// Issue 25, findings 1, 5 and 10, against the built Worker with real local D1: a sign-in that
// survives D1 refusing writes (its daily quota spent), counts only checked passwords against the
// account, never refuses a device the admin signed in from before for an account-level or shared
// address limit, and refuses strangers beyond the account's limit; logs that a typed newline cannot
// forge; a logout that works with any body.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ACCOUNT_LIMIT, IP_LIMIT, MEMORY_LIMITS } from "~/lib/auth/throttle.server";
import { SESSION_COOKIE } from "~/http/session.server";
import { DEVICE_COOKIE } from "~/http/device.server";
import { TEST_ADMIN } from "../../harness/admin";
import { clearTables } from "../../harness/reset";
import { FAILING_D1_WRITES, startWorker, type RunningWorker } from "../../harness/worker";
import { randomTag } from "../../harness/tag";

// One Worker for the file; each test starts with no sign-in counted (every test uses addresses of
// its own, so what an isolate remembers of an address over its limit concerns that test alone).
let w: RunningWorker;
beforeAll(async () => {
  w = await startWorker();
});
afterAll(async () => {
  await w?.dispose();
});
beforeEach(async () => {
  await clearTables(w, ["login_counters"]);
});

interface Login {
  status: number;
  text: string;
  /** "name=value" of each cookie set. */
  cookies: Record<string, string>;
}

async function login(worker: RunningWorker, ip: string, email: string, password: string, cookie = ""): Promise<Login> {
  const res = await worker.fetch("/admin/login", {
    method: "POST",
    body: new URLSearchParams({ email, password }),
    headers: {
      Origin: worker.url,
      "Content-Type": "application/x-www-form-urlencoded",
      "CF-Connecting-IP": ip,
      ...(cookie ? { Cookie: cookie } : {}),
    },
  });
  const cookies = Object.fromEntries(
    res.headers.getSetCookie().map((c) => {
      const pair = c.split(";")[0]!;
      return [pair.slice(0, pair.indexOf("=")), pair];
    }),
  );
  return { status: res.status, text: await res.text(), cookies };
}

const opensPanel = async (worker: RunningWorker, session: string) =>
  (await worker.fetch("/admin/painel", { headers: { Cookie: session } })).status === 200;

async function counter(key: string): Promise<number> {
  const row = await (await w.db())
    .prepare("SELECT count FROM login_counters WHERE key = ?")
    .bind(key)
    .first<{ count: number }>();
  return row?.count ?? 0;
}

describe("only checked passwords count against the account", () => {
  it("50 parallel guesses from one address: exactly 5 checked, and the account counts 5", async () => {
    const email = `rajada-${randomTag(6)}@teste.local`;
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => login(w, "198.51.100.150", email, `errada-${i}`)),
    );
    expect(results.filter((r) => r.status === 401)).toHaveLength(IP_LIMIT);
    expect(results.filter((r) => r.status === 429)).toHaveLength(50 - IP_LIMIT);
    expect(await counter(`account:${email}`)).toBe(IP_LIMIT);
  });
});

describe("the admin's own device (device cookie)", () => {
  // One account per test, so the account limits of one test never reach another.
  it("a shared (CGNAT) address locked by a stranger's failures still lets the admin in from his device", async () => {
    const shared = "100.64.10.1";
    const first = await login(w, "192.0.2.31", TEST_ADMIN.email, TEST_ADMIN.password);
    expect(first.status).toBe(302);
    const device = first.cookies[DEVICE_COOKIE]!;
    expect(device).toBeDefined();
    for (let i = 0; i < IP_LIMIT; i++)
      expect((await login(w, shared, "outra-pessoa@teste.local", "errada")).status).toBe(401);
    // The address is locked for anyone without the admin's device cookie…
    expect((await login(w, shared, TEST_ADMIN.email, TEST_ADMIN.password)).status).toBe(429);
    // …but the admin's typo followed by the right password, from that address, signs him in.
    expect((await login(w, shared, TEST_ADMIN.email, "typo", device)).status).toBe(401);
    const admin = await login(w, shared, TEST_ADMIN.email, TEST_ADMIN.password, device);
    expect(admin.status).toBe(302);
    expect(await opensPanel(w, admin.cookies[SESSION_COOKIE]!)).toBe(true);
  });

  it("a forged or another account's device cookie is no device", async () => {
    const shared = "100.64.10.2";
    for (let i = 0; i < IP_LIMIT; i++) expect((await login(w, shared, "x@teste.local", "errada")).status).toBe(401);
    const other = await startWorker({ bindings: { SESSION_SECRET: "outro-segredo-0123456789abcdef0123456789abcdef" } });
    try {
      const foreign = (await login(other, "192.0.2.32", TEST_ADMIN.email, TEST_ADMIN.password)).cookies[DEVICE_COOKIE]!;
      expect((await login(w, shared, TEST_ADMIN.email, TEST_ADMIN.password, foreign)).status).toBe(429);
    } finally {
      await other.dispose();
    }
    const mine = (await login(w, "192.0.2.33", TEST_ADMIN.email, TEST_ADMIN.password)).cookies[DEVICE_COOKIE]!;
    // Names the admin's account, not the one being tried.
    expect((await login(w, shared, "x@teste.local", "errada", mine)).status).toBe(429);
  });
});

describe("strangers beyond the account's limit", () => {
  it("fresh addresses get the account's checks and no more; the admin's device still gets in", async () => {
    const device = (await login(w, "192.0.2.40", TEST_ADMIN.email, TEST_ADMIN.password)).cookies[DEVICE_COOKIE]!;
    const statuses: number[] = [];
    for (let a = 0; a < ACCOUNT_LIMIT + 10; a++) {
      statuses.push((await login(w, `2001:db8:${a.toString(16)}::1`, TEST_ADMIN.email, "errada")).status);
    }
    expect(statuses.filter((s) => s === 401)).toHaveLength(ACCOUNT_LIMIT);
    expect(statuses.slice(ACCOUNT_LIMIT)).toEqual(Array(10).fill(429));
    // Even the right password from a stranger is refused now: no first guess per fresh address.
    const stranger = await login(w, "203.0.113.99", TEST_ADMIN.email, TEST_ADMIN.password);
    expect(stranger.status).toBe(429);
    expect(stranger.text).toContain("Entre por um aparelho em que você já entrou antes");
    // The admin's phone: a typo, then the right password.
    expect((await login(w, "203.0.113.100", TEST_ADMIN.email, "typo", device)).status).toBe(401);
    expect((await login(w, "203.0.113.100", TEST_ADMIN.email, TEST_ADMIN.password, device)).status).toBe(302);
  });
});

describe("D1 refusing writes (the day's quota spent)", () => {
  it("the sign-in keeps working, throttled in memory with a logged warning; logout works", async () => {
    const broken = await startWorker({ dbWrapper: FAILING_D1_WRITES });
    try {
      const statuses: number[] = [];
      for (let i = 0; i <= MEMORY_LIMITS.address; i++) {
        statuses.push((await login(broken, "198.51.100.160", TEST_ADMIN.email, `errada-${i}`)).status);
      }
      expect(statuses).toEqual([...Array(MEMORY_LIMITS.address).fill(401), 429]);
      const admin = await login(broken, "198.51.100.161", TEST_ADMIN.email, TEST_ADMIN.password);
      expect(admin.status).toBe(302);
      const session = admin.cookies[SESSION_COOKIE]!;
      expect(await opensPanel(broken, session)).toBe(true);
      const warnings = broken.logs
        .filter((l) => l.startsWith("{"))
        .map((l) => JSON.parse(l) as { level: string; msg: string })
        .filter((l) => l.level === "warn")
        .map((l) => l.msg);
      expect(warnings).toContain("Sign-in throttle: D1 refused the counters; limiting in this isolate's memory");
      expect(warnings).toContain("Session row not written (D1 refused it): signed in with an unbacked 1-hour session");
      const out = await broken.fetch("/admin/logout", {
        method: "POST",
        headers: { Origin: broken.url, Cookie: session },
      });
      expect(out.status).toBe(302);
      expect(out.headers.get("set-cookie")).toMatch(/Expires=Thu, 01 Jan 1970/);
    } finally {
      await broken.dispose();
    }
  });
});

describe("logs and logout", () => {
  it("an e-mail with a newline cannot forge a log line: every line is one JSON object", async () => {
    const forged = 'x@teste.local\n{"level":"info","msg":"Admin signed in","email":"admin@teste.local"}';
    expect((await login(w, "192.0.2.50", forged, "errada")).status).toBe(401);
    const ours = (l: string) => l.includes("Admin sign-in failed") && l.includes("192.0.2.50");
    await expect.poll(() => w.logs.some(ours)).toBe(true);
    expect(JSON.parse(w.logs.find(ours)!)).toMatchObject({
      level: "warn",
      msg: "Admin sign-in failed",
      email: forged.trim(),
    });
    expect(w.logs.some((l) => l.startsWith('{"level":"info","msg":"Admin signed in"'))).toBe(false);
  });

  it("a bodiless POST /admin/logout ends the session", async () => {
    const signedIn = await login(w, "192.0.2.51", TEST_ADMIN.email, TEST_ADMIN.password);
    const session = signedIn.cookies[SESSION_COOKIE]!;
    expect(await opensPanel(w, session)).toBe(true);
    const out = await w.fetch("/admin/logout", { method: "POST", headers: { Origin: w.url, Cookie: session } });
    expect(out.status).toBe(302);
    expect(out.headers.get("location")).toBe("/admin/login");
    expect(await opensPanel(w, session)).toBe(false);
    // Any other body too.
    const again = (await login(w, "192.0.2.51", TEST_ADMIN.email, TEST_ADMIN.password)).cookies[SESSION_COOKIE]!;
    const json = await w.fetch("/admin/logout", {
      method: "POST",
      body: '{"x":1}',
      headers: { Origin: w.url, Cookie: again, "Content-Type": "application/json" },
    });
    expect(json.status).toBe(302);
    expect(await opensPanel(w, again)).toBe(false);
  });
});
