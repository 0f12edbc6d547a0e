// The action of the job form (new and edit screens): photos (sent before, or with the form), the
// fields checked on the server, the job saved; every refusal answered with its status, its
// sentence and everything typed, ready to show again.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { placeLabel, findLocation } from "@content/locations";
import { type JobField, type JobFormValues, formErrorSummary, jobPath, readJobForm } from "~/lib/jobs-done/job-done";
import { JobNotFoundError, JobPhotosMissingError, saveJob } from "~/lib/jobs-done/jobs-done.server";
import { getImages } from "~/lib/media/media.server";
import type { MediaImage } from "~/lib/media/media";
import { redirectWithToast, requireAdmin } from "./session.server";
import { UploadError, readPhotoForm } from "./upload.server";
import { log } from "~/lib/platform/log";

export interface JobFormRefusal {
  error: string;
  errors: Partial<Record<JobField, string>>;
  values: JobFormValues;
  photos: MediaImage[];
}

const EMPTY_VALUES: JobFormValues = {
  lugar: "",
  produto: "",
  data: "",
  descricao: "",
  cliente: "",
  depoimento: "",
  autorizado: false,
  midia: [],
};

/** Handles a submitted job form; `id` when editing. Redirects with a toast once saved. */
export async function jobFormAction(request: Request, context: AppLoadContext, id?: string) {
  await requireAdmin(request, context);
  const { services } = context;
  const refuse = async (
    status: number,
    error: string,
    errors: Partial<Record<JobField, string>>,
    values: JobFormValues,
  ) =>
    data<JobFormRefusal>(
      { error, errors, values, photos: [...(await getImages(services.db, values.midia)).values()] },
      { status },
    );

  let read: Awaited<ReturnType<typeof readPhotoForm>>;
  try {
    read = await readPhotoForm(request, services, { fileField: "fotos", state: "pending" });
  } catch (error) {
    if (!(error instanceof UploadError)) throw error;
    return refuse(error.status, error.message, { fotos: error.message }, EMPTY_VALUES);
  }
  const result = readJobForm(read.form);
  if (read.refusal) {
    return refuse(
      read.refusal.status,
      read.refusal.message,
      { ...(!result.ok ? result.errors : {}), fotos: read.refusal.message },
      result.values,
    );
  }
  if (!result.ok) return refuse(400, formErrorSummary(result.errors), result.errors, result.values);

  try {
    const job = await saveJob(services, result.input, id);
    const location = findLocation(job.place);
    const where = location ? placeLabel(location) : job.place;
    const published = job.status === "published";
    return redirectWithToast(request, context, "/admin/obras", {
      kind: "success",
      title: published ? "Obra publicada" : "Rascunho salvo",
      description: published
        ? `A obra em ${where} aparece na página do lugar, na do kit, na página inicial e em /obras.`
        : `A obra em ${where} ficou como rascunho: os visitantes não a veem.`,
      link: { href: jobPath(job.id), label: published ? "Ver a obra no site" : "Ver o rascunho" },
    });
  } catch (error) {
    if (error instanceof JobPhotosMissingError) {
      const message = "Uma das fotos não está mais na biblioteca: envie-a de novo.";
      return refuse(
        400,
        message,
        { fotos: message },
        { ...result.values, midia: result.values.midia.filter((m) => !error.ids.includes(m)) },
      );
    }
    if (error instanceof JobNotFoundError) throw new Response("Obra não encontrada.", { status: 404 });
    log.error("Job save failed", { error });
    return refuse(
      503,
      "Não foi possível salvar a obra agora; nada foi alterado. Tente de novo em instantes.",
      {},
      result.values,
    );
  }
}
