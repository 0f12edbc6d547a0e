import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { findLocation, placeLabel } from "@content/locations";
import { AdminSection } from "~/components/admin/AdminSection";
import { Notice } from "~/components/admin/Toast";
import { Pager } from "~/components/Pager";
import { pageParam, paginate } from "~/http/pagination";
import { redirectWithToast, requireAdmin } from "~/http/session.server";
import { UploadError, readPhotoForm } from "~/http/upload.server";
import { detachImage } from "~/lib/jobs-done/jobs-done.server";
import { jobsUsingImage } from "~/lib/jobs-done/rows.server";
import {
  MAX_JOB_PHOTOS,
  MAX_PHOTO_MB,
  MEDIA_ID_PATTERN,
  largest,
  thumbnailPath,
  withoutImage,
} from "~/lib/media/media";
import { countMedia, deleteImage, listMedia } from "~/lib/media/media.server";
import { purgeMedia } from "~/lib/media/serve.server";
import { listAllPages } from "~/lib/pages/listing.server";
import { getPage, updatePage } from "~/lib/pages/store.server";
import { log } from "~/lib/platform/log";

// The image library: what was uploaded (for pages and jobs), each image's sizes, and delete —
// which first names the pages and jobs that show the image and asks again.

const PER_PAGE = 24;

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const page = pageParam(new URL(request.url), "pagina");
  const { db } = context.services;
  const [items, total] = await Promise.all([
    listMedia(db, { limit: PER_PAGE, offset: (page - 1) * PER_PAGE }),
    countMedia(db),
  ]);
  return data(
    {
      pager: paginate(total, page, PER_PAGE),
      total,
      items: items.map((i) => ({
        id: i.id,
        fileName: i.fileName,
        thumb: thumbnailPath(i),
        w: i.variants[0]!.w,
        h: i.variants[0]!.h,
        size: `${largest(i).w} × ${largest(i).h}`,
        kb: Math.round(i.variants.reduce((n, v) => n + v.webp + (v.avif ?? 0), 0) / 1024),
        created: new Date(i.createdAt).toLocaleDateString("pt-BR", { timeZone: "America/Sao_Paulo" }),
      })),
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

interface InUse {
  id: string;
  pages: { title: string; slug: string }[];
  jobs: { id: string; place: string }[];
}

type ActionData = { error: string } | { inUse: InUse };

export async function action({ request, context }: ActionFunctionArgs) {
  await requireAdmin(request, context);
  const { services } = context;
  let read: Awaited<ReturnType<typeof readPhotoForm>>;
  try {
    read = await readPhotoForm(request, services, { fileField: "fotos", state: "ready", maxPhotos: MAX_JOB_PHOTOS });
  } catch (error) {
    if (error instanceof UploadError) return data<ActionData>({ error: error.message }, { status: error.status });
    throw error;
  }
  if (read.refusal) return data<ActionData>({ error: read.refusal.message }, { status: read.refusal.status });
  const { form } = read;
  const intent = form.get("intent");

  if (intent === "enviar") {
    const sent = read.stored.length;
    if (sent === 0) return data<ActionData>({ error: "Escolha pelo menos uma imagem para enviar." }, { status: 400 });
    return redirectWithToast(request, context, "/admin/midia", {
      kind: "success",
      title: sent === 1 ? "Imagem enviada" : `${sent} imagens enviadas`,
      description: "Use-as no editor das páginas (“Inserir imagem”).",
    });
  }

  if (intent === "excluir") {
    const id = String(form.get("id") ?? "");
    if (!MEDIA_ID_PATTERN.test(id)) return data<ActionData>({ error: "Imagem inválida." }, { status: 400 });
    const [pages, jobs] = await Promise.all([listAllPages(services.kv), jobsUsingImage(services.db, id)]);
    const pagesUsing = pages.filter((p) => p.media?.includes(id));
    if ((pagesUsing.length > 0 || jobs.length > 0) && form.get("confirmar") !== "1") {
      return data<ActionData>(
        {
          inUse: {
            id,
            pages: pagesUsing.map((p) => ({ title: p.title, slug: p.slug })),
            jobs: jobs.map((j) => {
              const location = findLocation(j.place);
              return { id: j.id, place: location ? placeLabel(location) : j.place };
            }),
          },
        },
        { status: 409 },
      );
    }
    // Confirmed: the image leaves the pages (a new version of each, announced) and the jobs first.
    for (const summary of pagesUsing) {
      const page = await getPage(services.kv, summary.slug);
      if (!page) continue;
      try {
        await updatePage(services, page, { ...page, content: withoutImage(page.content, id) }, { duplicates: "allow" });
      } catch (error) {
        // A page that was only this image would be empty: it keeps its text, and a missing image.
        log.error("Could not take an image out of a page", { id, slug: summary.slug, error });
      }
    }
    await detachImage(services, id);
    const image = await deleteImage(services, id);
    if (image) purgeMedia(services.origin, image, services.waitUntil);
    return redirectWithToast(request, context, "/admin/midia", {
      kind: image ? "success" : "error",
      title: image ? "Imagem excluída" : "Imagem não encontrada",
      description:
        image && (pagesUsing.length > 0 || jobs.length > 0)
          ? `Ela saiu também de ${[
              pagesUsing.length > 0 ? `${pagesUsing.length} página${pagesUsing.length > 1 ? "s" : ""}` : "",
              jobs.length > 0 ? `${jobs.length} obra${jobs.length > 1 ? "s" : ""}` : "",
            ]
              .filter(Boolean)
              .join(" e ")}.`
          : undefined,
    });
  }
  return data<ActionData>({ error: "Ação desconhecida." }, { status: 400 });
}

export default function MediaLibrary() {
  const { items, pager, total } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as ActionData | undefined;
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formData?.get("intent") === "enviar";
  const inUse = result && "inUse" in result ? result.inUse : null;
  return (
    <AdminSection title={`Imagens (${total})`} className="mx-auto max-w-4xl">
      <p className="mt-2 text-sm text-slate-600">
        Fotos enviadas para as obras e para as páginas. O site mostra só cópias reduzidas, sem a localização e os dados
        da câmera; o arquivo original fica guardado e nunca é publicado.
      </p>
      {result && "error" in result && <Notice kind="error" title={result.error} className="mt-3" />}
      {inUse && (
        <div className="mt-3" data-in-use>
          <Notice kind="error" title="Esta imagem está em uso">
            <ul className="mt-2 list-disc pl-5 text-sm">
              {inUse.pages.map((p) => (
                <li key={p.slug}>
                  {`Página “${p.title}” (`}
                  <a href={`/links-uteis/${p.slug}`} className="underline">{`/links-uteis/${p.slug}`}</a>)
                </li>
              ))}
              {inUse.jobs.map((j) => (
                <li key={j.id}>
                  {`Obra em ${j.place} (`}
                  <a href={`/obras/${j.id}`} className="underline">{`/obras/${j.id}`}</a>)
                </li>
              ))}
            </ul>
            <p className="mt-2 text-sm">Se excluir, ela sai dessas páginas e obras.</p>
            <Form method="post" className="mt-2">
              <input type="hidden" name="intent" value="excluir" />
              <input type="hidden" name="id" value={inUse.id} />
              <input type="hidden" name="confirmar" value="1" />
              <button type="submit" className="rounded-lg bg-red-700 px-4 py-2 font-semibold text-white">
                Excluir mesmo assim
              </button>
            </Form>
          </Notice>
        </div>
      )}
      <Form method="post" encType="multipart/form-data" className="mt-4 rounded-lg bg-slate-50 p-3">
        <label className="block text-sm font-medium text-slate-800">
          Enviar imagens (até {MAX_JOB_PHOTOS} por vez, {MAX_PHOTO_MB} MB cada)
          <input
            type="file"
            name="fotos"
            accept="image/*"
            multiple
            className="mt-1 block w-full text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-brand-800 file:px-4 file:py-2.5 file:font-semibold file:text-white"
          />
        </label>
        <button
          type="submit"
          name="intent"
          value="enviar"
          disabled={sending}
          className="mt-3 rounded-lg bg-brand-800 px-4 py-2 font-semibold text-white disabled:opacity-60"
        >
          {sending ? "Enviando…" : "Enviar"}
        </button>
      </Form>
      {items.length === 0 ? (
        <p className="mt-6 text-slate-600">Nenhuma imagem ainda.</p>
      ) : (
        <ul className="mt-5 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4" data-media-list>
          {items.map((i) => (
            <li key={i.id} className="text-sm" data-media={i.id}>
              <img
                src={i.thumb}
                alt={i.fileName || "Imagem"}
                width={i.w}
                height={i.h}
                className="aspect-square w-full rounded-lg bg-slate-100 object-cover"
              />
              <p className="mt-1 truncate text-slate-800" title={i.fileName}>
                {i.fileName || "sem nome"}
              </p>
              <p className="text-xs text-slate-600">
                {i.size} · {i.kb} kB · {i.created}
              </p>
              <Form method="post" className="mt-1">
                <input type="hidden" name="intent" value="excluir" />
                <input type="hidden" name="id" value={i.id} />
                <button type="submit" className="text-red-700 underline">
                  Excluir
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      <Pager window={pager} param="pagina" hash="" label="Páginas da biblioteca" search="" />
    </AdminSection>
  );
}
