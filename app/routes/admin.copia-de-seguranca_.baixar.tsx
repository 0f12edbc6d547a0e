import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireAdmin } from "~/http/session.server";
import { NoBackupSecretError, buildArchive } from "~/lib/backup/build.server";
import { copyKey } from "~/lib/backup/copies.server";
import { NO_SECRET } from "~/lib/backup/messages";

// A backup as a download: a copy kept in R2 (?copia=nome), or a new archive built as it is sent
// (?historico=1 adds the Search Console and Web Vitals history). Streamed: never whole in memory.

const text = (status: number, message: string) =>
  new Response(message, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });

const attachment = (name: string) => ({
  "Content-Type": "application/x-tar",
  "Content-Disposition": `attachment; filename="${name}"`,
  "Cache-Control": "no-store",
});

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const { services } = context;
  const params = new URL(request.url).searchParams;
  const copy = params.get("copia");
  if (copy !== null) {
    const key = copyKey(copy);
    const object = key ? await services.media.get(key) : null;
    if (!object) return text(404, "Essa cópia não existe mais (foi apagada ao guardar cópias mais novas).");
    return new Response(object.body, {
      headers: { ...attachment(`copia-de-seguranca-${copy.slice(6, 16)}.tar`), "Content-Length": String(object.size) },
    });
  }
  try {
    const now = new Date();
    const body = buildArchive(services, { insights: params.get("historico") === "1", now });
    return new Response(body, { headers: attachment(`copia-de-seguranca-${now.toISOString().slice(0, 10)}.tar`) });
  } catch (error) {
    if (error instanceof NoBackupSecretError) return text(503, NO_SECRET);
    throw error;
  }
}
