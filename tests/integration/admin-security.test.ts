import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "~/http/session.server";
import { TEST_ADMIN } from "../../harness/admin";
import { forgeSessionCookie, postForm, signInCookie } from "../../harness/admin-client";
import { seedPages } from "../../harness/pages";
import { startWorker, type RunningWorker } from "../../harness/worker";

let w: RunningWorker;
let kv: KVNamespace;

async function snapshot(): Promise<string> {
  const list = await kv.list();
  const entries = await Promise.all(list.keys.map(async (k) => [k.name, await kv.get(k.name)]));
  return JSON.stringify(entries.filter(([name]) => !String(name).startsWith("throttle:")));
}

const ADMIN_GETS = [
  "/admin/painel",
  "/admin/painel?pagina=2",
  "/admin/paginas/pagina-de-teste-1/editar",
  "/admin/exportar",
  "/admin/local-generator",
  "/admin/batch-creator",
  "/admin/technical-generator",
  "/admin/contatos",
  "/admin/contatos?ref=SA7K2",
  "/admin/contatos/csv",
  "/admin/vale-a-pena",
  "/admin/revisar",
  "/admin/revisar/pagina-de-teste-1",
];

/** JSON routes of the batch tools: without a session they answer 401 with a message. */
const ADMIN_API_GETS = ["/admin/api/gerar-ao-vivo", "/admin/api/trabalhos/lote", "/admin/api/trabalhos/tecnico"];

const ADMIN_POSTS: [string, Record<string, string>][] = [
  ["/admin/painel", { intent: "create", title: "Invasor", slug: "invasor", description: "x", content: "<p>x</p>" }],
  ["/admin/painel", { intent: "excluir", slug: "pagina-de-teste-1" }],
  [
    "/admin/paginas/pagina-de-teste-1/editar",
    { title: "Invasor", slug: "pagina-de-teste-1", description: "x", content: "<p>x</p>" },
  ],
  ["/links-uteis/pagina-de-teste-1", {}],
  ["/admin/local-generator", { intent: "save", title: "Invasor", content: "<p>x</p>" }],
  ["/admin/contatos", { intent: "fechar", ref: "SA7K2", valor: "1,00" }],
  ["/admin/vale-a-pena", { intent: "lixeira", slug: "pagina-de-teste-1" }],
  ["/admin/vale-a-pena", { intent: "tirar", slug: "pagina-de-teste-2" }],
  ["/admin/revisar", { slug: "pagina-de-teste-1" }],
  ["/admin/revisar/pagina-de-teste-1", { intent: "publicar" }],
  ["/admin/revisar/pagina-de-teste-2", { intent: "descartar" }],
  ["/admin/api/gerar-ao-vivo", { titles: "Invasor", creativity: "50" }],
  ["/admin/api/trabalhos/lote", { intent: "start" }],
  ["/admin/api/trabalhos/conteudo", { intent: "start", titles: "Invasor" }],
  ["/admin/api/trabalhos/tecnico", { intent: "cancel" }],
];

beforeAll(async () => {
  w = await startWorker();
  kv = await w.kv();
  await seedPages(kv, 2);
});
afterAll(async () => {
  await w?.dispose();
});

describe("admin routes refuse requests without a valid session", () => {
  const cases: [string, () => Promise<string | null>][] = [
    ["no cookie", async () => null],
    [
      "a hand-made cookie",
      async () => `${SESSION_COOKIE}=${btoa(JSON.stringify({ email: TEST_ADMIN.email, issuedAt: Date.now() }))}`,
    ],
    [
      "a cookie signed with another secret",
      () => forgeSessionCookie("another-secret-entirely", { email: TEST_ADMIN.email, issuedAt: Date.now() }),
    ],
    [
      "a tampered cookie",
      async () => {
        const valid = await signInCookie(w);
        const [name, value] = valid.split("=") as [string, string];
        const [payload, signature] = decodeURIComponent(value).split(".") as [string, string];
        const data = JSON.parse(atob(payload));
        data.email = "intruso@example.com";
        return `${name}=${encodeURIComponent(`${btoa(JSON.stringify(data))}.${signature}`)}`;
      },
    ],
    [
      "a session older than 4 hours",
      () =>
        forgeSessionCookie(TEST_ADMIN.sessionSecret, {
          email: TEST_ADMIN.email,
          issuedAt: Date.now() - 4 * 3600_000 - 60_000,
        }),
    ],
  ];

  for (const [label, makeCookie] of cases) {
    it(`with ${label}: GETs go to /admin/login, POSTs are refused, KV is unchanged`, async () => {
      const cookie = await makeCookie();
      const before = await snapshot();
      const headers: Record<string, string> = cookie ? { Cookie: cookie } : {};
      for (const path of ADMIN_GETS) {
        const res = await w.fetch(path, { headers });
        expect(res.status, `GET ${path}`).toBe(302);
        expect(res.headers.get("location"), `GET ${path}`).toMatch(/^\/admin\/login/);
        expect(res.headers.get("cache-control")).toBe("no-store");
      }
      for (const path of ADMIN_API_GETS) {
        const res = await w.fetch(path, { headers });
        expect(res.status, `GET ${path}`).toBe(401);
      }
      for (const [path, fields] of ADMIN_POSTS) {
        const res = await postForm(w, path, fields, headers);
        // Forms are sent to the login page (303, nothing done); the batch tools' JSON routes get 401.
        if (path.startsWith("/admin/api/")) {
          expect(res.status, `POST ${path}`).toBe(401);
          expect(((await res.json()) as { error: string }).error).toBe(
            "Sua sessão expirou. Entre novamente no painel.",
          );
        } else {
          expect(res.status, `POST ${path}`).toBe(303);
          expect(res.headers.get("location"), `POST ${path}`).toMatch(/^\/admin\/login\?voltar=/);
        }
      }
      expect(await snapshot()).toBe(before);
    });
  }

  it("the expired session is cleared", async () => {
    const cookie = await forgeSessionCookie(TEST_ADMIN.sessionSecret, {
      email: TEST_ADMIN.email,
      issuedAt: Date.now() - 5 * 3600_000,
    });
    const res = await w.fetch("/admin/painel", { headers: { Cookie: cookie } });
    expect(res.status).toBe(302);
    expect(res.headers.get("set-cookie")).toMatch(new RegExp(`${SESSION_COOKIE}=;.*Expires=Thu, 01 Jan 1970`));
  });
});

describe("with a valid session", () => {
  let cookie: string;
  beforeEach(async () => {
    cookie = await signInCookie(w);
  });

  it("the session cookie is HttpOnly, SameSite=Lax and lasts 4 hours", async () => {
    const res = await postForm(w, "/admin/login", { email: TEST_ADMIN.email, password: TEST_ADMIN.password });
    const setCookie = res.headers.get("set-cookie") ?? "";
    expect(setCookie).toContain("HttpOnly");
    expect(setCookie).toContain("SameSite=Lax");
    expect(setCookie).toContain("Max-Age=14400");
  });

  it("a cross-origin POST is refused and changes nothing", async () => {
    const before = await snapshot();
    for (const [path, fields] of ADMIN_POSTS) {
      for (const origin of ["https://evil.example", null]) {
        const headers: Record<string, string> = { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" };
        if (origin) headers.Origin = origin;
        const res = await w.fetch(path, { method: "POST", body: new URLSearchParams(fields), headers });
        expect(res.status, `POST ${path} from ${origin}`).toBe(403);
      }
    }
    expect(await snapshot()).toBe(before);
  });

  it("a GET never deletes", async () => {
    const before = await snapshot();
    for (const path of [
      "/admin/painel?intent=delete&slug=pagina-de-teste-1",
      "/links-uteis/pagina-de-teste-1?intent=delete",
      "/admin/logout",
    ]) {
      const res = await w.fetch(path, { headers: { Cookie: cookie } });
      expect(res.status).toBeLessThan(400);
    }
    expect(await snapshot()).toBe(before);
    expect((await w.fetch("/links-uteis/pagina-de-teste-1")).status).toBe(200);
  });

  it("admin pages are no-store and noindex", async () => {
    const res = await w.fetch("/admin/painel", { headers: { Cookie: cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("x-robots-tag")).toContain("noindex");
    expect(await res.text()).toContain('content="noindex, nofollow"');
  });

  it("logout is a POST that destroys the session", async () => {
    const res = await postForm(w, "/admin/logout", {}, { Cookie: cookie });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/admin/login");
    expect(res.headers.get("set-cookie")).toMatch(/Expires=Thu, 01 Jan 1970/);
  });
});

describe("sign-in", () => {
  it("refuses missing fields with 400 and wrong credentials with 401 and the catalogue message", async () => {
    const missing = await postForm(w, "/admin/login", { email: "", password: "" });
    expect(missing.status).toBe(400);
    const wrong = await postForm(
      w,
      "/admin/login",
      { email: "alguem@teste.local", password: "errada" },
      { "CF-Connecting-IP": "198.51.100.1" },
    );
    expect(wrong.status).toBe(401);
    const body = await wrong.text();
    expect(body).toContain("Erro de autenticação");
    expect(body).toContain("Email ou senha incorretos");
  });

  it("answers 429 with the catalogue message on the 6th attempt from an address within 15 minutes", async () => {
    const ip = "203.0.113.66";
    for (let i = 1; i <= 5; i++) {
      const res = await postForm(
        w,
        "/admin/login",
        { email: "alvo@teste.local", password: `errada-${i}` },
        {
          "CF-Connecting-IP": ip,
        },
      );
      expect(res.status, `attempt ${i}`).toBe(401);
    }
    const sixth = await postForm(
      w,
      "/admin/login",
      { email: "alvo@teste.local", password: "errada-6" },
      {
        "CF-Connecting-IP": ip,
      },
    );
    expect(sixth.status).toBe(429);
    expect(await sixth.text()).toContain("Aguarde 15 minutos");
  });

  it("answers 429 to an IP after 5 failures across e-mails", async () => {
    const ip = "192.0.2.77";
    for (let i = 1; i <= 5; i++) {
      expect(
        (
          await postForm(
            w,
            "/admin/login",
            { email: `x${i}@teste.local`, password: "errada" },
            { "CF-Connecting-IP": ip },
          )
        ).status,
      ).toBe(401);
    }
    const res = await postForm(
      w,
      "/admin/login",
      { email: TEST_ADMIN.email, password: TEST_ADMIN.password },
      { "CF-Connecting-IP": ip },
    );
    expect(res.status).toBe(429);
  });

  it("shows 'painel não configurado' without secrets, never a default password", async () => {
    const bare = await startWorker({ bindings: { ADMIN_EMAIL: "", ADMIN_PASSWORD_HASH: "", SESSION_SECRET: "" } });
    try {
      const res = await bare.fetch("/admin/login");
      expect(res.status).toBe(503);
      expect(await res.text()).toContain("Painel não configurado");
      const post = await postForm(bare, "/admin/login", { email: "admin@localhost", password: "admin" });
      expect(post.status).toBe(503);
      expect((await bare.fetch("/admin/painel")).status).toBe(302);
    } finally {
      await bare.dispose();
    }
  });
});
