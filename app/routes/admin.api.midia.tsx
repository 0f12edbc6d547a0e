// The image library's JSON API, used by the screens' JavaScript: POST one photo as the request's
// body (`?para=obra`: for a job form not saved yet), GET the library (the editor's "Inserir imagem").
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { json } from "~/http/api-response.server";
import { requireAdmin } from "~/http/session.server";
import { UploadError, readPhotoBody, storePhoto } from "~/http/upload.server";
import { countMedia, listMedia } from "~/lib/media/media.server";
import { log } from "~/lib/platform/log";

const PER_PAGE = 24;

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const page = z.coerce
    .number()
    .int()
    .min(1)
    .max(1000)
    .catch(1)
    .parse(new URL(request.url).searchParams.get("pagina") ?? 1);
  const { db } = context.services;
  const [items, total] = await Promise.all([
    listMedia(db, { limit: PER_PAGE, offset: (page - 1) * PER_PAGE }),
    countMedia(db),
  ]);
  return json({ items, page, pages: Math.max(1, Math.ceil(total / PER_PAGE)) });
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireAdmin(request, context);
  const forJob = new URL(request.url).searchParams.get("para") === "obra";
  try {
    const { bytes, fileName } = await readPhotoBody(request);
    const image = await storePhoto(context.services, bytes, fileName, forJob ? "pending" : "ready");
    return json({ image }, 201);
  } catch (error) {
    if (error instanceof UploadError) return json({ error: error.message }, error.status);
    log.error("Photo upload failed", { error });
    return json({ error: "Não foi possível guardar a foto agora, e nada foi salvo. Tente de novo." }, 500);
  }
}
