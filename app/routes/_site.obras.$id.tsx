import { business } from "@content/business";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data as withHeaders } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { jobsDoneText } from "@content/jobs-done";
import { kits } from "@content/kits";
import { findLocation, inPlace, placeLabel } from "@content/locations";
import { Breadcrumb } from "~/components/Breadcrumb";
import { ContactButton } from "~/components/ContactButton";
import { JobsProof } from "~/components/JobsProof";
import { Testimonials } from "~/components/Testimonials";
import { shownTestimonials } from "~/lib/reviews/shown";
import { ResponsivePhoto } from "~/components/ResponsivePhoto";
import { jobsForRender } from "~/http/jobs.server";
import { notFound } from "~/http/not-found";
import { originFrom, seo } from "~/http/seo";
import { readAdmin } from "~/http/session.server";
import { jobCard, shownPhotosLd } from "~/lib/jobs-done/cards";
import { JOB_ID_PATTERN, type PublicJob, toPublicJob } from "~/lib/jobs-done/job-done";
import { GALLERY_PATH, jobsForPlace } from "~/lib/jobs-done/proof";
import { loadJob } from "~/lib/jobs-done/rows.server";
import { messageForPlace } from "~/lib/leads/contact";
import { breadcrumbLd, localBusinessLd } from "~/lib/seo/schema";

const RELATED = 3;

/** /obras/{id}: one job done with all its photos; indexed only with enough text of its own. */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const id = params.id ?? "";
  if (!JOB_ID_PATTERN.test(id)) throw notFound(request);
  const { jobs, testimonials } = await jobsForRender(request, context);
  let job: PublicJob | undefined = jobs.find((j) => j.id === id);
  let draft = false;
  if (!job && (await readAdmin(request, context))) {
    // The admin previews a draft at its address (noindex, with a banner).
    const stored = await loadJob(context.services.db, id);
    if (stored) {
      job = toPublicJob(stored);
      draft = stored.status === "draft";
    }
  }
  const location = job && findLocation(job.place);
  if (!job || !location) throw notFound(request);
  const card = jobCard(job);
  const kit =
    kits.find((k) => k.location.slug === location.slug && k.product.id === job.product) ??
    kits.find((k) => k.location.slug === location.slug && k.product.id === "motor");
  const jobData = {
    job: card,
    draft,
    inPlace: inPlace(location),
    kit: kit ? { name: kit.name, href: `/${kit.slug}` } : null,
    related: jobsForPlace(location, jobs)
      .filter((s) => s.job.id !== id)
      .slice(0, RELATED)
      .map((s) => jobCard(s.job, s.note)),
    testimonials: shownTestimonials(testimonials, { jobId: id }),
    chatMessage: messageForPlace(placeLabel(location)),
    leadPlace: placeLabel(location),
  };
  // The header says what the meta tag says (a draft, or a job with too little text of its own).
  const noindex = draft || !card.indexable;
  return withHeaders(jobData, { headers: noindex ? { "X-Robots-Tag": "noindex, follow" } : {} });
}

export function headers({ loaderHeaders }: { loaderHeaders: Headers }) {
  return loaderHeaders;
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return [];
  const origin = originFrom(matches);
  const { job } = data;
  const title = `${jobsDoneText.jobTitle(job.title, data.inPlace)} em ${job.date}`;
  return seo({
    title: `${title} | ${business.name}`,
    description: jobsDoneText.jobDescription(job.title, data.inPlace, job.date),
    path: job.href,
    origin,
    ogType: "article",
    // A job with only a line of text is a photo, not a page of its own: shown, linked, not indexed.
    noindex: data.draft || !job.indexable,
    image: job.photos[0] ? `/midia/${job.photos[0].id}/${job.photos[0].variants.at(-1)!.w}.webp` : undefined,
    jsonLd: [
      localBusinessLd(origin, [job.place]),
      breadcrumbLd(origin, crumbsOf(data)),
      ...shownPhotosLd(origin, [job], true),
    ],
  });
};

function crumbsOf(data: { job: { title: string; href: string; place: string; placeHref: string | null } }) {
  return [
    { name: "Início", path: "/" },
    { name: jobsDoneText.galleryTitle, path: GALLERY_PATH },
    { name: `${data.job.title} — ${data.job.place}`, path: data.job.href },
  ];
}

export default function JobPage() {
  const data = useLoaderData<typeof loader>();
  const { job } = data;
  const [first, ...rest] = job.photos;
  return (
    <article>
      {data.draft && (
        <div className="border-b border-amber-300 bg-amber-100 text-amber-950" data-draft-banner>
          <p className="container-page py-3">
            <strong>Rascunho</strong> — só você vê esta obra.{" "}
            <a href={`/admin/obras/${job.id}`} className="underline">
              Editar ou publicar
            </a>
          </p>
        </div>
      )}
      <Breadcrumb crumbs={crumbsOf(data)} />
      <header className="container-page pt-6">
        <h1 className="text-3xl leading-tight font-extrabold text-brand-900 sm:text-4xl">
          {jobsDoneText.jobTitle(job.title, data.inPlace)}
        </h1>
        <p className="mt-2 text-slate-600">
          {job.placeHref ? (
            <a href={job.placeHref} className="text-brand-700 underline">
              {job.place}
            </a>
          ) : (
            job.place
          )}{" "}
          · <time dateTime={job.doneOn}>{job.date}</time>
        </p>
      </header>
      <div className="container-page grid gap-6 py-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          {first && (
            <ResponsivePhoto
              image={first}
              sizes="(min-width: 1024px) 44rem, calc(100vw - 2rem)"
              eager
              className="h-auto w-full rounded-xl bg-slate-100"
            />
          )}
          {rest.length > 0 && (
            <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3" data-job-photos>
              {rest.map((p) => (
                <li key={p.id}>
                  <ResponsivePhoto
                    image={p}
                    sizes="(min-width: 1024px) 14rem, (min-width: 640px) 30vw, 45vw"
                    className="aspect-[4/3] h-auto w-full rounded-lg bg-slate-100 object-cover"
                  />
                </li>
              ))}
            </ul>
          )}
        </div>
        <div>
          <h2 className="text-xl font-bold text-brand-900">O que foi feito</h2>
          <p className="mt-2 whitespace-pre-line text-slate-700">{job.description}</p>
          {job.quote && (
            <figure className="mt-5 border-l-4 border-brand-100 pl-3">
              <blockquote className="text-slate-700 italic">{`“${job.quote}”`}</blockquote>
              <figcaption className="mt-1 text-sm text-slate-600">{job.quoteBy}</figcaption>
            </figure>
          )}
          {data.kit && (
            <p className="mt-5">
              <a href={data.kit.href} className="font-semibold text-brand-700 underline">
                {data.kit.name}
              </a>
            </p>
          )}
          <ContactButton className="mt-5" customMessage={data.chatMessage} text="Pedir um orçamento" />
        </div>
      </div>
      <Testimonials items={data.testimonials} heading="O que o cliente disse" />
      <JobsProof
        id="obras-perto"
        heading={`Outras obras ${data.inPlace} e perto`}
        jobs={data.related}
        brief
        moreHref={GALLERY_PATH}
      />
    </article>
  );
}
