import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { Link, useLoaderData, useNavigation } from "@remix-run/react";
import { z } from "zod";
import { jobDateText, jobProductLabel } from "@content/jobs-done";
import { findLocation, placeLabel } from "@content/locations";
import { IntentButton } from "~/components/admin/IntentButton";
import { Pager } from "~/components/Pager";
import { readForm } from "~/http/form.server";
import { pageParam, paginate } from "~/http/pagination";
import { redirectWithToast, requireAdmin } from "~/http/session.server";
import { JOB_ID_PATTERN, jobPath } from "~/lib/jobs-done/job-done";
import { deleteJob, setJobStatus } from "~/lib/jobs-done/jobs-done.server";
import { listJobs } from "~/lib/jobs-done/rows.server";
import { thumbnailPath } from "~/lib/media/media";

const PER_PAGE = 20;

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const page = pageParam(new URL(request.url), "pagina");
  const { jobs, total, published, drafts } = await listJobs(context.services.db, {
    limit: PER_PAGE,
    offset: (page - 1) * PER_PAGE,
  });
  return data(
    {
      pager: paginate(total, page, PER_PAGE),
      total,
      published,
      drafts,
      jobs: jobs.map((j) => {
        const location = findLocation(j.place);
        return {
          id: j.id,
          status: j.status,
          title: jobProductLabel(j.product),
          place: location ? placeLabel(location) : j.place,
          date: jobDateText(j.doneOn),
          thumb: j.photos[0]
            ? { src: thumbnailPath(j.photos[0]), w: j.photos[0].variants[0]!.w, h: j.photos[0].variants[0]!.h }
            : null,
          photos: j.photos.length,
        };
      }),
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

const actionSchema = z.object({
  intent: z.enum(["publicar", "despublicar", "excluir"]),
  id: z.string().regex(JOB_ID_PATTERN),
});

/** Publish, unpublish or delete a job from the list (plain forms: they work without JavaScript). */
export async function action({ request, context }: ActionFunctionArgs) {
  await requireAdmin(request, context);
  const parsed = actionSchema.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) {
    return new Response("Ação inválida: use publicar, despublicar ou excluir com o código da obra.", {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const { intent, id } = parsed.data;
  const { services } = context;
  if (intent === "excluir") {
    const deleted = await deleteJob(services, id);
    return redirectWithToast(request, context, "/admin/obras", {
      kind: deleted ? "success" : "error",
      title: deleted ? "Obra excluída" : "Obra não encontrada",
      description: deleted ? "Ela e as fotos só dela saíram do site e da página do lugar." : undefined,
    });
  }
  const status = intent === "publicar" ? "published" : "draft";
  const changed = await setJobStatus(services, id, status);
  return redirectWithToast(request, context, "/admin/obras", {
    kind: changed ? "success" : "error",
    title: !changed ? "Obra não encontrada" : status === "published" ? "Obra publicada" : "Obra despublicada",
    link: changed
      ? { href: jobPath(id), label: status === "published" ? "Ver a obra no site" : "Ver o rascunho" }
      : undefined,
  });
}

export default function JobsDone() {
  const { jobs, pager, total, published, drafts } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" ? navigation.formData?.get("id") : null;
  return (
    <section className="mx-auto max-w-3xl rounded-xl bg-white p-4 shadow sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-brand-900">Obras realizadas</h1>
        <Link
          to="/admin/obras/nova"
          className="w-full rounded-lg bg-brand-800 px-5 py-3 text-center font-semibold text-white hover:bg-brand-700 sm:w-auto"
        >
          Nova obra
        </Link>
      </div>
      <p className="mt-2 text-sm text-slate-600">
        {total === 0
          ? "Publique a primeira: fotos de um portão que você automatizou, o bairro e o que foi feito. Ela aparece na página do bairro, na do kit e na página inicial."
          : `${published} publicada${published === 1 ? "" : "s"}, ${drafts} rascunho${drafts === 1 ? "" : "s"}.`}
      </p>
      {jobs.length > 0 && (
        <ul className="mt-4 divide-y divide-slate-200" data-jobs-list>
          {jobs.map((j) => (
            <li key={j.id} className="flex flex-wrap items-start gap-3 py-3" data-job-row={j.id}>
              {j.thumb ? (
                <img
                  src={j.thumb.src}
                  alt=""
                  width={j.thumb.w}
                  height={j.thumb.h}
                  className="h-16 w-16 rounded-lg object-cover"
                />
              ) : (
                <span className="h-16 w-16 rounded-lg bg-slate-100" />
              )}
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-slate-900">{j.title}</p>
                <p className="text-sm text-slate-600">
                  {j.place} · {j.date} · {j.photos} foto{j.photos === 1 ? "" : "s"}
                </p>
                {j.status === "draft" && (
                  <span className="mt-1 inline-block rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">
                    Rascunho
                  </span>
                )}
              </div>
              <div className="flex w-full flex-wrap items-center gap-x-4 gap-y-2 text-sm sm:w-auto">
                <a href={jobPath(j.id)} className="text-brand-700 underline">
                  {j.status === "draft" ? "Pré-visualizar" : "Ver"}
                </a>
                <Link to={`/admin/obras/${j.id}`} className="text-brand-700 underline">
                  Editar
                </Link>
                <IntentButton
                  intent={j.status === "draft" ? "publicar" : "despublicar"}
                  fields={{ id: j.id }}
                  disabled={busy === j.id}
                  className="text-brand-700 underline"
                >
                  {j.status === "draft" ? "Publicar" : "Despublicar"}
                </IntentButton>
                <IntentButton
                  intent="excluir"
                  fields={{ id: j.id }}
                  confirm="Excluir esta obra? Ela e as fotos só dela saem do site."
                  disabled={busy === j.id}
                  className="text-red-700 underline"
                >
                  Excluir
                </IntentButton>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pager window={pager} param="pagina" hash="" label="Páginas da lista de obras" search="" />
    </section>
  );
}
