import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { TooManyPagesError, exportAllPages } from "~/lib/pages/transfer.server";
import { requireAdmin } from "~/http/session.server";
import { log } from "~/lib/platform/log";
import { signExport } from "~/lib/pages/export-signature.server";

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
  const exportedAt = new Date().toISOString();
  const date = exportedAt.slice(0, 10);
  // Signed: brought back unchanged, its pages keep their state; edited, they wait for the seller.
  const signature = await signExport(context.services.config.SESSION_SECRET, exportedAt, pages);
  const file = { version: 1, exported_at: exportedAt, pages, ...(signature ? { signature } : {}) };
  return new Response(JSON.stringify(file, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="paginas-${date}.json"`,
      "Cache-Control": "no-store",
    },
  });
}
