import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { exportAllPages } from "~/lib/pages/store.server";
import { requireAdmin } from "~/http/session.server";

/** Every generated page as JSON, for backup or moving between namespaces. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  let pages: Awaited<ReturnType<typeof exportAllPages>>;
  try {
    pages = await exportAllPages(context.pages);
  } catch (error) {
    console.error("Export failed", error);
    return new Response(
      `Não foi possível exportar pelo painel (há páginas demais para uma requisição). Use: npm run pages -- export --remote`,
      {
        status: 413,
        headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
      },
    );
  }
  const date = new Date().toISOString().slice(0, 10);
  return new Response(JSON.stringify({ version: 1, exported_at: new Date().toISOString(), pages }, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="paginas-${date}.json"`,
      "Cache-Control": "no-store",
    },
  });
}
