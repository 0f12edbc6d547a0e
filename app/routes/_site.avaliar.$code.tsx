// /avaliar/{código}: the short link a seller sends a customer after a job. The same page for every
// customer: Google's review page first, then, optionally, a testimonial for the site with explicit
// consent. Never cached (each open of the link is counted), never indexed, rate-limited per address.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { reviewPage } from "@content/reviews";
import { notFound } from "~/http/not-found";
import { withinReviewLimit } from "~/http/review-limit.server";
import { UploadError, readPhotoForm, storePhoto } from "~/http/upload.server";
import { originFrom, seo } from "~/http/seo";
import { isAutomated } from "~/lib/leads/leads.server";
import { MAX_PHOTO_MB, type MediaImage } from "~/lib/media/media";
import { deleteImage } from "~/lib/media/media.server";
import { CODE_PATTERN, reviewPath } from "~/lib/reviews/review-link";
import { openRequest } from "~/lib/reviews/review-requests.server";
import { TESTIMONIAL_MAX, testimonialFormSchema } from "~/lib/reviews/testimonial";
import { AlreadyAnsweredError, removalPath, submitTestimonial } from "~/lib/reviews/testimonials.server";

const NO_STORE = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };
const LIMITED = { ...NO_STORE, "Retry-After": "60" };

/**
 * A person opening the link from elsewhere (WhatsApp, a typed address): counted. Link previews and
 * bots are not people; the page's own form post (same-origin) is not an open.
 */
function isOpen(request: Request): boolean {
  const h = request.headers;
  if (isAutomated(h) || h.get("sec-fetch-site") === "same-origin") return false;
  const mode = h.get("sec-fetch-mode");
  const dest = h.get("sec-fetch-dest");
  return (mode === null || mode === "navigate") && (dest === null || dest === "document");
}

function codeOf(params: { code?: string }, request: Request): string {
  const code = params.code ?? "";
  if (!CODE_PATTERN.test(code)) throw notFound(request);
  return code;
}

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const code = codeOf(params, request);
  const { identity } = context;
  const page = { code, company: identity.name, site: new URL(context.services.origin).host };
  if (!(await withinReviewLimit(request, context))) {
    return data({ ...page, limited: true, reviewUrl: "", answered: false }, { status: 429, headers: LIMITED });
  }
  const opened = await openRequest(context.services.db, code, { count: isOpen(request) });
  if (!opened) throw notFound(request);
  return data(
    {
      ...page,
      limited: false,
      reviewUrl: identity.googleReviewUrl,
      answered: opened.answered,
    },
    { headers: NO_STORE },
  );
}

export const headers = () => NO_STORE;

export const meta: MetaFunction<typeof loader> = ({ data: d, matches }) =>
  d
    ? seo({
        title: reviewPage.title(d.company),
        description: reviewPage.intro,
        path: reviewPath(d.code),
        origin: originFrom(matches),
        noindex: true,
      })
    : [];

type Values = Record<"nome" | "bairro" | "texto" | "consentimento", string>;

const text = (form: FormData, name: keyof Values) => {
  const v = form.get(name);
  return typeof v === "string" ? v : "";
};

/**
 * The testimonial, and at most one photo of the gate (field `foto`). The link's code is checked
 * before the body is read, and the text before the photo is stored, so nothing is stored (and no
 * image transformation spent) without a valid, unanswered review request and a valid text; the
 * photo goes through the admin uploads' checks (bytes, 50 MP header limit, damaged files: 413/415)
 * and pipeline (Cloudflare Images, metadata stripped, R2). Refused or not saved: whatever this
 * request stored is deleted, and the typed text comes back with the message.
 */
export async function action({ params, request, context }: ActionFunctionArgs) {
  const code = codeOf(params, request);
  if (!(await withinReviewLimit(request, context))) {
    return data({ error: reviewPage.tooMany }, { status: 429, headers: LIMITED });
  }
  const { services } = context;
  const db = services.db;
  const opened = await openRequest(db, code, { count: false });
  if (!opened) return data({ error: reviewPage.unknown }, { status: 404, headers: NO_STORE });
  if (opened.answered) return data({ error: reviewPage.alreadySent }, { status: 409, headers: NO_STORE });
  let read: Awaited<ReturnType<typeof readPhotoForm>>;
  try {
    read = await readPhotoForm(request, services, {
      fileField: "foto",
      state: "ready",
      maxPhotos: 1,
      tooMany: () => reviewPage.onePhoto,
      defer: true,
    });
  } catch (error) {
    if (error instanceof UploadError)
      return data({ error: error.message }, { status: error.status, headers: NO_STORE });
    throw error;
  }
  const { form } = read;
  const values: Values = {
    nome: text(form, "nome"),
    bairro: text(form, "bairro"),
    texto: text(form, "texto"),
    consentimento: text(form, "consentimento"),
  };
  if (read.refusal) {
    return data({ errors: { foto: read.refusal.message }, values }, { status: read.refusal.status, headers: NO_STORE });
  }
  const parsed = testimonialFormSchema.safeParse(values);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
    return data({ errors, values }, { status: 400, headers: NO_STORE });
  }
  // The text is good: now the photo is checked and stored (a refusal keeps the text typed).
  const sent = read.held[0];
  let photo: MediaImage | null = null;
  if (sent) {
    try {
      photo = await storePhoto(services, sent.bytes, sent.fileName, "ready");
    } catch (error) {
      if (!(error instanceof UploadError)) throw error;
      return data({ errors: { foto: error.message }, values }, { status: error.status, headers: NO_STORE });
    }
  }
  const discard = () => (photo ? deleteImage(services, photo.id) : Promise.resolve(null));
  try {
    const { token } = await submitTestimonial(db, opened.request, parsed.data, { photoId: photo?.id ?? null });
    return data({ removalUrl: `${services.origin}${removalPath(token)}` }, { headers: NO_STORE });
  } catch (error) {
    await discard();
    if (error instanceof AlreadyAnsweredError) {
      return data({ error: reviewPage.alreadySent, values }, { status: 409, headers: NO_STORE });
    }
    throw error;
  }
}

const input = "mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-base";

export default function ReviewRoute() {
  const page = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as
    | { removalUrl?: string; error?: string; errors?: Record<string, string>; values?: Values }
    | undefined;
  return (
    <div className="container-page max-w-2xl py-8">
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{reviewPage.title(page.company)}</h1>
      {page.limited ? (
        <p role="alert" className="mt-4 rounded bg-amber-50 p-3 text-amber-900">
          {reviewPage.tooMany}
        </p>
      ) : (
        <ReviewBody page={page} result={result} />
      )}
    </div>
  );
}

function ReviewBody({
  page,
  result,
}: {
  page: { company: string; site: string; reviewUrl: string; answered: boolean };
  result: { removalUrl?: string; error?: string; errors?: Record<string, string>; values?: Values } | undefined;
}) {
  const values = result?.values;
  const errors = result?.errors ?? {};
  return (
    <>
      <p className="mt-3 text-slate-700">{reviewPage.intro}</p>
      {page.reviewUrl ? (
        <div className="mt-5">
          <a
            href={page.reviewUrl}
            rel="noopener noreferrer"
            data-google-review
            className="inline-flex min-h-12 items-center rounded-lg bg-brand-800 px-5 py-3 text-lg font-semibold text-white hover:bg-brand-900"
          >
            {reviewPage.googleButton}
          </a>
          <p className="mt-2 text-sm text-slate-600">{reviewPage.googleNote}</p>
        </div>
      ) : (
        <p className="mt-5 text-slate-600">{reviewPage.noGoogle}</p>
      )}

      <section className="mt-10 rounded-xl bg-slate-50 p-5" aria-labelledby="depoimento">
        <h2 id="depoimento" className="text-xl font-bold text-brand-900">
          {reviewPage.formHeading}
        </h2>
        {result?.removalUrl ? (
          <div data-testimonial-sent role="status" className="mt-3 space-y-2">
            <p className="font-semibold text-slate-900">{reviewPage.sent}</p>
            <p className="text-slate-700">{reviewPage.keepLink}</p>
            <p className="break-all">
              <a href={result.removalUrl} className="text-brand-700 underline" data-removal-link>
                {result.removalUrl}
              </a>
            </p>
          </div>
        ) : page.answered ? (
          <p className="mt-3 text-slate-700">{reviewPage.alreadySent}</p>
        ) : (
          <form method="post" encType="multipart/form-data" className="mt-3 space-y-4" noValidate>
            <p className="text-sm text-slate-700">{reviewPage.formIntro}</p>
            {result?.error && (
              <p role="alert" className="rounded bg-red-50 p-3 text-red-800">
                {result.error}
              </p>
            )}
            <label className="block">
              <span className="text-sm font-medium text-slate-800">{reviewPage.name}</span>
              <input
                name="nome"
                maxLength={30}
                autoComplete="given-name"
                defaultValue={values?.nome}
                className={input}
              />
              {errors.nome && <span className="mt-1 block text-sm text-red-700">{errors.nome}</span>}
            </label>
            <label className="block">
              <span className="text-sm font-medium text-slate-800">{reviewPage.district}</span>
              <input name="bairro" maxLength={60} defaultValue={values?.bairro} className={input} />
              {errors.bairro && <span className="mt-1 block text-sm text-red-700">{errors.bairro}</span>}
            </label>
            <label className="block">
              <span className="text-sm font-medium text-slate-800">{reviewPage.text}</span>
              <textarea
                name="texto"
                rows={5}
                maxLength={TESTIMONIAL_MAX}
                defaultValue={values?.texto}
                className={input}
              />
              {errors.texto && <span className="mt-1 block text-sm text-red-700">{errors.texto}</span>}
            </label>
            <label className="flex items-start gap-3">
              <input
                type="checkbox"
                name="consentimento"
                defaultChecked={values?.consentimento === "on"}
                className="mt-1 h-5 w-5 shrink-0"
              />
              <span className="text-sm text-slate-800">{reviewPage.consent(page.company, page.site)}</span>
            </label>
            {errors.consentimento && <p className="text-sm text-red-700">{errors.consentimento}</p>}
            <label className="block">
              <span className="text-sm font-medium text-slate-800">{reviewPage.photo}</span>
              <input
                type="file"
                name="foto"
                accept="image/jpeg,image/png,image/webp,image/heic,image/heif"
                aria-describedby="foto-dica"
                className="mt-1 block w-full text-sm text-slate-800 file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-brand-100 file:px-4 file:py-2 file:font-semibold file:text-brand-900"
              />
              <span id="foto-dica" className="mt-1 block text-sm text-slate-600">
                {reviewPage.photoHint(MAX_PHOTO_MB)}
              </span>
              {errors.foto && (
                <span role="alert" className="mt-1 block text-sm text-red-700">
                  {errors.foto}
                </span>
              )}
            </label>
            <p className="text-sm">
              <a href="/privacidade" className="text-brand-700 underline">
                {reviewPage.privacy}
              </a>
            </p>
            <button
              type="submit"
              className="min-h-12 rounded-lg bg-chat-600 px-5 py-3 font-semibold text-white hover:bg-chat-700"
            >
              {reviewPage.submit}
            </button>
          </form>
        )}
      </section>
    </>
  );
}
