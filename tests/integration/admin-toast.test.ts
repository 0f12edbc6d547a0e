// The admin layout reads the flashed toast from the session through a zod schema: a toast of
// another shape is consumed and not shown, and the page still renders.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { liveSessionCookie } from "../../harness/admin-client";
import { startWorker, type RunningWorker } from "../../harness/worker";

let w: RunningWorker;

beforeAll(async () => {
  w = await startWorker();
});
afterAll(async () => {
  await w?.dispose();
});

async function panelWith(toast: unknown) {
  // A live session (its row in D1) carrying the flashed toast.
  const cookie = await liveSessionCookie(w, Date.now(), { __flash_toast__: toast });
  const res = await w.fetch("/admin/painel", { headers: { Cookie: cookie } });
  return { status: res.status, html: await res.text(), setCookie: res.headers.get("set-cookie") };
}

describe("flashed toast", () => {
  it("shows a well-formed toast", async () => {
    const { status, html } = await panelWith({ kind: "success", title: "Página excluída" });
    expect(status).toBe(200);
    expect(html).toContain('data-toast="success"');
    expect(html).toContain("Página excluída");
  });

  it("consumes a malformed one without showing it or failing the page", async () => {
    const { status, html, setCookie } = await panelWith({ kind: "<script>", title: 42 });
    expect(status).toBe(200);
    expect(html).not.toContain("data-toast=");
    expect(html).toContain("Páginas geradas");
    // The flash is consumed: the session cookie is written back without it.
    expect(setCookie).toContain("__ppa_admin=");
  });
});
