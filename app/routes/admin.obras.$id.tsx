import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { findLocation, placeLabel } from "@content/locations";
import { AdminSection } from "~/components/admin/AdminSection";
import { JobDoneForm } from "~/components/admin/JobDoneForm";
import { Notice } from "~/components/admin/Toast";
import { ReviewRequestButton } from "~/components/admin/ReviewRequestButton";
import { type JobFormRefusal, jobFormAction } from "~/http/job-form.server";
import { notFound } from "~/http/not-found";
import { requireAdmin } from "~/http/session.server";
import { JOB_ID_PATTERN, jobPath, todayInSaoPaulo } from "~/lib/jobs-done/job-done";
import { loadJob } from "~/lib/jobs-done/rows.server";

// Editing a job done: the same form, filled in; its photos are kept unless unticked.

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const id = params.id ?? "";
  const job = JOB_ID_PATTERN.test(id) ? await loadJob(context.services.db, id) : null;
  if (!job) throw notFound(request);
  const location = findLocation(job.place);
  return data(
    {
      today: todayInSaoPaulo(),
      id: job.id,
      status: job.status,
      photos: job.photos,
      values: {
        lugar: location ? placeLabel(location) : job.place,
        produto: job.product,
        data: job.doneOn,
        descricao: job.description,
        cliente: job.firstName,
        depoimento: job.quote,
        autorizado: job.consent,
        midia: job.photos.map((p) => p.id),
      },
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export const action = ({ request, context, params }: ActionFunctionArgs) => {
  const id = params.id ?? "";
  if (!JOB_ID_PATTERN.test(id)) throw notFound(request);
  return jobFormAction(request, context, id);
};

export default function EditJob() {
  const job = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>() as JobFormRefusal | undefined;
  const published = job.status === "published";
  return (
    <AdminSection title="Editar obra" className="mx-auto max-w-2xl">
      <p className="mt-1 text-sm text-slate-600">
        {published ? "Publicada" : "Rascunho"} ·{" "}
        <a href={jobPath(job.id)} className="text-brand-700 underline">
          {published ? "Ver no site" : "Pré-visualizar"}
        </a>
      </p>
      <div className="mt-3 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
        Peça ao cliente desta obra uma avaliação no Google e um depoimento para o site.
        <ReviewRequestButton job={job.id} />
      </div>
      {refused && <Notice kind="error" title={refused.error} className="mt-3" />}
      <div className="mt-4">
        <JobDoneForm
          key={refused ? JSON.stringify(refused.values) : `${job.id}:${job.values.midia.join(",")}`}
          defaults={refused?.values ?? job.values}
          photos={refused?.photos ?? job.photos}
          errors={refused?.errors ?? {}}
          today={job.today}
          published={published}
        />
      </div>
    </AdminSection>
  );
}
