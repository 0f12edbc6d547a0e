import { jobsDoneText } from "@content/jobs-done";
import type { JobCardView } from "~/lib/jobs-done/cards";
import { ResponsivePhoto } from "./ResponsivePhoto";

/**
 * On a phone a card is a row: the photo takes 40 % of the width (the 360 px variant at 2×), so a
 * list of jobs costs a phone ~12 kB a photo before it scrolls, not ~90 kB; from 640 px the cards
 * stack the photo above the text, two columns, then three from 1024 px.
 */
const CARD_SIZES = "(min-width: 1024px) 22rem, (min-width: 640px) 45vw, 40vw";

/**
 * A job done as a card: its first photo, what was installed, where and when, what was done, and
 * the customer's words as text (shown as what they said, never marked up as a review).
 */
export function JobCard({
  job,
  headingLevel = 3,
  dated = false,
}: {
  job: JobCardView;
  headingLevel?: 2 | 3;
  /** A brief card with its date (the gallery's): photo, what, where and when, no text. */
  dated?: boolean;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const photo = job.photos[0];
  const more = job.photos.length - 1;
  return (
    <article
      className="flex w-full overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200 sm:flex-col"
      data-job={job.id}
    >
      {photo && (
        // Named by its photo's alt text (and "+N fotos"): what the link shows is what it says.
        <a href={job.href} className="relative block w-2/5 shrink-0 self-start bg-slate-100 sm:w-full">
          <ResponsivePhoto image={photo} sizes={CARD_SIZES} className="aspect-[4/3] h-auto w-full object-cover" />
          {more > 0 && (
            <span className="absolute right-1.5 bottom-1.5 rounded bg-slate-900/80 px-1.5 py-0.5 text-xs font-semibold text-white sm:text-sm">
              {jobsDoneText.morePhotos(more)}
            </span>
          )}
        </a>
      )}
      <div className="flex min-w-0 flex-1 flex-col p-3 sm:p-4">
        <Heading className="font-bold text-brand-900">
          <a href={job.href} className="hover:underline">
            {job.title}
          </a>
        </Heading>
        <p className="mt-0.5 text-sm text-slate-600" data-job-place>
          {job.placeHref ? (
            <a href={job.placeHref} className="inline-flex min-h-6 items-center text-brand-700 underline">
              {job.place}
            </a>
          ) : (
            job.place
          )}
          {/* A brief card (another place's page): the place and the title say it all. */}
          {!job.brief && job.note && <span>{` · ${job.note}`}</span>}
          {(!job.brief || dated) && (
            <>
              {" · "}
              <time dateTime={job.doneOn}>{job.date}</time>
            </>
          )}
        </p>
        {!job.brief && <p className="mt-2 text-slate-700">{job.description}</p>}
        {!job.brief && job.quote && (
          <figure className="mt-3 border-l-4 border-brand-100 pl-3">
            <blockquote className="text-slate-700 italic">{`“${job.quote}”`}</blockquote>
            <figcaption className="mt-1 text-sm text-slate-600">{job.quoteBy}</figcaption>
          </figure>
        )}
      </div>
    </article>
  );
}

/**
 * "Obras em {lugar}", "Últimas obras": the jobs a page shows. On the job's place page its text is
 * part of the page's own text (what makes a place page unique); anywhere else (`brief`: the home,
 * another job's page) a job is a card with its photo, what, where and when, so its text is on its
 * own page and its place's only. Renders nothing without jobs.
 */
export function JobsProof({
  id,
  heading,
  lead,
  jobs,
  moreHref,
  brief = false,
  className = "container-page py-10",
}: {
  id: string;
  heading: string;
  lead?: string;
  jobs: JobCardView[];
  moreHref?: string;
  brief?: boolean;
  className?: string;
}) {
  if (jobs.length === 0) return null;
  return (
    <section className={className} aria-labelledby={id} data-jobs-proof>
      <h2 id={id} className="text-2xl font-bold text-brand-900">
        {heading}
      </h2>
      {lead && <p className="mt-2 max-w-3xl text-slate-600">{lead}</p>}
      <ul className="mt-5 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {jobs.map((job) => (
          <li key={job.id} className="flex">
            {brief ? <JobCard job={{ ...job, brief: true }} dated /> : <JobCard job={job} />}
          </li>
        ))}
      </ul>
      {moreHref && (
        <p className="mt-5">
          <a href={moreHref} className="font-semibold text-brand-700 underline">
            {jobsDoneText.seeAll}
          </a>
        </p>
      )}
    </section>
  );
}
