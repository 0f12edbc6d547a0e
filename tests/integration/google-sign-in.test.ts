import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "~/http/session.server";
import { startFakeGoogle, type FakeGoogle } from "../../harness/fakes/fake-google";
import { signInCookie } from "../../harness/admin-client";
import { startWorker, type RunningWorker } from "../../harness/worker";

let google: FakeGoogle;
let w: RunningWorker;

beforeAll(async () => {
  google = await startFakeGoogle();
  w = await startWorker({
    bindings: {
      GOOGLE_CLIENT_ID: "cliente-teste.apps.googleusercontent.com",
      GOOGLE_CLIENT_SECRET: "segredo-do-cliente",
      ADMIN_GOOGLE_EMAILS: "dono@motoresppa.com.br, gerente@motoresppa.com.br",
      GOOGLE_AUTH_URL: google.authUrl,
      GOOGLE_TOKEN_URL: google.tokenUrl,
    },
  });
});
afterAll(async () => {
  await w?.dispose();
  await google?.close();
});

/** Starts a sign-in: the redirect to Google and the cookie that keeps state and verifier. */
async function start() {
  const res = await w.fetch("/admin/auth/google");
  expect(res.status).toBe(302);
  const location = new URL(res.headers.get("location")!);
  return { location, cookie: res.headers.get("set-cookie")!.split(";")[0]! };
}

describe("Google sign-in (OIDC with PKCE) against a fake Google on loopback", () => {
  it("offers the Google button on the login page", async () => {
    expect(await (await w.fetch("/admin/login")).text()).toContain("Entrar com Google");
  });

  it("redirects to Google with state and an S256 code challenge", async () => {
    const { location } = await start();
    expect(location.origin + location.pathname).toBe(google.authUrl);
    expect(location.searchParams.get("client_id")).toBe("cliente-teste.apps.googleusercontent.com");
    expect(location.searchParams.get("redirect_uri")).toBe(`${w.url}/admin/auth/google/callback`);
    expect(location.searchParams.get("code_challenge_method")).toBe("S256");
    expect(location.searchParams.get("code_challenge")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(location.searchParams.get("state")).toBeTruthy();
    expect(location.searchParams.get("scope")).toBe("openid email");
  });

  it("signs in an allowed account: the verifier matches the challenge and the panel opens", async () => {
    const { location, cookie } = await start();
    google.grant("codigo-bom", "dono@motoresppa.com.br", location.searchParams.get("code_challenge")!);
    const res = await w.fetch(
      `/admin/auth/google/callback?code=codigo-bom&state=${location.searchParams.get("state")}`,
      { headers: { Cookie: cookie } },
    );
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/admin/painel");
    expect(google.exchanges.at(-1)).toMatchObject({
      code: "codigo-bom",
      verifierOk: true,
      clientId: "cliente-teste.apps.googleusercontent.com",
    });
    const session = res.headers.get("set-cookie")!.split(";")[0]!;
    const panel = await w.fetch("/admin/painel", { headers: { Cookie: session } });
    expect(panel.status).toBe(200);
    expect(await panel.text()).toContain("dono@motoresppa.com.br");
  });

  it("refuses an account that is not on the allow-list with 'Acesso negado'", async () => {
    const { location, cookie } = await start();
    google.grant("codigo-estranho", "intruso@gmail.com", location.searchParams.get("code_challenge")!);
    const res = await w.fetch(
      `/admin/auth/google/callback?code=codigo-estranho&state=${location.searchParams.get("state")}`,
      { headers: { Cookie: cookie } },
    );
    expect(res.headers.get("location")).toBe("/admin/login?erro=acesso-negado");
    const page = await (await w.fetch("/admin/login?erro=acesso-negado")).text();
    expect(page).toContain("Acesso negado");
    expect(page).toContain("Você não tem permissão para acessar o painel administrativo");
    const session = res.headers.get("set-cookie")?.split(";")[0] ?? "";
    expect((await w.fetch("/admin/painel", { headers: { Cookie: session } })).status).toBe(302);
  });

  it("refuses a callback whose state does not match, without asking Google for tokens", async () => {
    const { cookie } = await start();
    const before = google.exchanges.length;
    const res = await w.fetch("/admin/auth/google/callback?code=qualquer&state=forjado", {
      headers: { Cookie: cookie },
    });
    expect(res.headers.get("location")).toBe("/admin/login?erro=acesso-negado");
    expect(google.exchanges.length).toBe(before);
  });
});

describe("starting a Google sign-in while signed in", () => {
  it("never touches the session cookie (an <img> in page content cannot shorten the session)", async () => {
    const session = await signInCookie(w);
    const res = await w.fetch("/admin/auth/google", { headers: { Cookie: session } });
    expect(res.status).toBe(302);
    const setCookie = res.headers.get("set-cookie") ?? "";
    expect(setCookie).not.toContain(`${SESSION_COOKIE}=`);
    expect(setCookie).toContain("Path=/admin/auth/google");
    expect((await w.fetch("/admin/painel", { headers: { Cookie: session } })).status).toBe(200);
  });
});

describe("without Google secrets", () => {
  it("shows no Google button and has no Google routes", async () => {
    const plain = await startWorker();
    try {
      expect(await (await plain.fetch("/admin/login")).text()).not.toContain("Entrar com Google");
      expect((await plain.fetch("/admin/auth/google")).status).toBe(404);
      expect((await plain.fetch("/admin/auth/google/callback?code=x&state=y")).status).toBe(404);
    } finally {
      await plain.dispose();
    }
  });
});
