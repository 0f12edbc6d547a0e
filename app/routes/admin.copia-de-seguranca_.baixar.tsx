import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { requireAdmin } from "~/http/session.server";
import { copyKey } from "~/lib/backup/copies.server";
import { COPY_NOT_FOUND } from "~/lib/backup/messages";

// A copy kept in R2 as a download (?copia=nome): the finished archive the backup Workflow built,
// streamed from R2 in one read. Without a copy named, the screen (a copy is made there first).

const text = (status: number, message: string) =>
  new Response(message, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const copy = new URL(request.url).searchParams.get("copia");
  if (copy === null) return redirect("/admin/copia-de-seguranca", { headers: { "Cache-Control": "no-store" } });
  const key = copyKey(copy);
  const object = key ? await context.services.media.get(key) : null;
  if (!object) return text(404, COPY_NOT_FOUND);
  return new Response(object.body, {
    headers: {
      "Content-Type": "application/x-tar",
      "Content-Disposition": `attachment; filename="copia-de-seguranca-${copy.slice(6, 16)}.tar"`,
      "Content-Length": String(object.size),
      "Cache-Control": "no-store",
    },
  });
}
