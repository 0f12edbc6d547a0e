import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { TooManyPagesError, exportAllPages } from "~/lib/pages/transfer.server";
import { requireAdmin } from "~/http/session.server";
import { log } from "~/lib/platform/log";

/** Every generated page as JSON, for backup or moving between namespaces. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  let pages: Awaited<ReturnType<typeof exportAllPages>>;
  try {
    pages = await exportAllPages(context.services.kv);
  } catch (error) {
    const tooMany = error instanceof TooManyPagesError;
    if (!tooMany) log.error("Export failed", { error });
    return new Response(
      tooMany
        ? "Não foi possível exportar pelo painel (há páginas demais para uma requisição). Use: npm run pages -- export --remote"
        : "Não foi possível ler as páginas agora. Tente novamente em instantes.",
      {
        status: tooMany ? 413 : 503,
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
