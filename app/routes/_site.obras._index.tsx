import { business } from "@content/business";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data as withHeaders } from "@remix-run/cloudflare";
import { useLoaderData, useLocation } from "@remix-run/react";
import { jobsDoneText } from "@content/jobs-done";
import { Breadcrumb } from "~/components/Breadcrumb";
import { JobCard } from "~/components/JobsProof";
import { Pager } from "~/components/Pager";
import { jobsForRender } from "~/http/jobs.server";
import { canonicalPagers, pageInRange, pageParam, paginate } from "~/http/pagination";
import { originFrom, seo } from "~/http/seo";
import { jobCard, shownPhotosLd } from "~/lib/jobs-done/cards";
import { GALLERY_PATH, JOBS_PER_GALLERY_PAGE, byNewest } from "~/lib/jobs-done/proof";
import { breadcrumbLd, localBusinessLd } from "~/lib/seo/schema";

const crumbs = [
  { name: "Início", path: "/" },
  { name: jobsDoneText.galleryTitle, path: GALLERY_PATH },
];

/** /obras: every published job done, newest first, 12 a page (?pagina=N, crawlable links). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  canonicalPagers(url, ["pagina"]);
  const { jobs } = await jobsForRender(request, context);
  const sorted = [...jobs].sort(byNewest);
  const pager = paginate(sorted.length, pageParam(url, "pagina"), JOBS_PER_GALLERY_PAGE);
  pageInRange(request, url, "pagina", pager);
  // A card per job (photo, what, where and when): its text stays on its own page and its place's.
  const cards = sorted.slice(pager.start, pager.end).map((j) => ({ ...jobCard(j), brief: true }));
  // With no job yet the gallery is empty and kept out of the index: the header says so too.
  return withHeaders(
    { pager, total: sorted.length, jobs: cards },
    { headers: sorted.length === 0 ? { "X-Robots-Tag": "noindex, follow" } : {} },
  );
}

export function headers({ loaderHeaders }: { loaderHeaders: Headers }) {
  return loaderHeaders;
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const origin = originFrom(matches);
  const page = data?.pager.page ?? 1;
  return seo({
    title:
      page > 1
        ? `${jobsDoneText.galleryTitle} (página ${page}) | ${business.name}`
        : `${jobsDoneText.galleryTitle} | ${business.name}`,
    description: jobsDoneText.galleryDescription,
    path: page > 1 ? `${GALLERY_PATH}?pagina=${page}` : GALLERY_PATH,
    origin,
    // With no job yet the gallery is an empty page: kept out of search results until there is one.
    noindex: (data?.total ?? 0) === 0,
    jsonLd: [localBusinessLd(origin), breadcrumbLd(origin, crumbs), ...shownPhotosLd(origin, data?.jobs ?? [])],
  });
};

export default function Gallery() {
  const { jobs, pager } = useLoaderData<typeof loader>();
  const { search } = useLocation();
  return (
    <>
      <Breadcrumb crumbs={crumbs} />
      <section className="container-page py-8" aria-labelledby="obras-titulo">
        <h1 id="obras-titulo" className="text-3xl leading-tight font-extrabold text-brand-900 sm:text-4xl">
          {jobsDoneText.galleryTitle}
        </h1>
        <p className="mt-3 max-w-3xl text-lg text-slate-700">{jobsDoneText.galleryLead}</p>
        {jobs.length === 0 ? (
          <p className="mt-8 text-slate-600">{jobsDoneText.galleryEmpty}</p>
        ) : (
          <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3" data-gallery>
            {jobs.map((job) => (
              <li key={job.id} className="flex">
                <JobCard job={job} headingLevel={2} dated />
              </li>
            ))}
          </ul>
        )}
        <Pager window={pager} param="pagina" hash="" label="Páginas de obras" search={search} />
      </section>
    </>
  );
}
