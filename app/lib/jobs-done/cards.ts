// Jobs done as the public pages show them (JobsProof, the gallery, the job's page): plain data the
// loaders compute, so components stay presentational and nothing here reaches the browser bundle
// beyond what is rendered.
import { jobDateText, jobProductLabel, jobsDoneText, nearPrep } from "@content/jobs-done";
import type { Location } from "@content/types";
import { findLocation, inPlace, locationPath, placeLabel } from "@content/locations";
import type { MediaImage } from "~/lib/media/media";
import { imageObjectsLd } from "~/lib/seo/schema";
import { type PublicJob, hasOwnPage, jobPath } from "./job-done";

export interface JobPhotoView extends MediaImage {}

export interface JobCardView {
  id: string;
  href: string;
  /** 'Motor deslizante PPA instalado'. */
  title: string;
  /** 'Vila Mariana, São Paulo'. */
  place: string;
  placeHref: string | null;
  /** How near the job is to the page showing it ('bairro vizinho'); empty on its own place's page. */
  note: string;
  doneOn: string;
  date: string;
  description: string;
  quote: string;
  quoteBy: string;
  photos: JobPhotoView[];
  /** Whether its page is indexed (enough text of its own). */
  indexable: boolean;
  /** Shown on another place's page: photo, place and one line; its text stays on its own pages. */
  brief?: boolean;
}

/** Brief cards of nearby places' jobs on a place page. */
export const NEAR_JOBS_SHOWN = 3;

/**
 * A place page's jobs in two honest sections: those done in the place (a city's own neighbourhoods
 * included) under "Obras {em lugar}", with their whole text; the nearby places' under a heading
 * that names where they were, as brief cards, so a job's text is on its own page and its place's
 * page only (the same text on many place pages made them alike).
 */
export function placeJobSections(
  page: Pick<Location, "prep" | "name">,
  shown: readonly { job: PublicJob; nearness: string; note: string }[],
): { here: JobCardView[]; near: JobCardView[]; nearHeading: string } {
  const isHere = (s: { nearness: string }) => s.nearness === "own" || s.nearness === "child";
  const here = shown.filter(isHere).map((s) => jobCard(s.job, s.note));
  // The nearest few: more cards of the same jobs would make the zone's pages alike again.
  const nearShown = shown.filter((s) => !isHere(s)).slice(0, NEAR_JOBS_SHOWN);
  const near = nearShown.map((s) => ({ ...jobCard(s.job, s.note), brief: true }));
  const places = [...new Set(nearShown.map((s) => findLocation(s.job.place)).flatMap((l) => (l ? [inPlace(l)] : [])))];
  return { here, near, nearHeading: jobsDoneText.nearHeading(`${nearPrep(page.prep)} ${page.name}`, places) };
}

/** A job with its photos' alt texts written from what it is and where. */
export function jobCard(job: PublicJob, note = ""): JobCardView {
  const location = findLocation(job.place);
  const title = jobProductLabel(job.product);
  const where = location ? inPlace(location) : "";
  return {
    id: job.id,
    href: jobPath(job.id),
    title,
    place: location ? placeLabel(location) : job.place,
    placeHref: location ? locationPath(location) : null,
    note,
    doneOn: job.doneOn,
    date: jobDateText(job.doneOn),
    description: job.description,
    quote: job.quote,
    quoteBy: jobsDoneText.quoteBy(job.firstName),
    photos: job.photos.map((p, i) => ({
      ...p,
      alt: p.alt || jobsDoneText.photoAlt(title, where, i + 1, job.photos.length),
    })),
    indexable: hasOwnPage(job),
  };
}

/**
 * JSON-LD of the photos these cards show (each card shows its first photo; `allPhotos` for a
 * job's own page, which shows them all): an empty list without photos.
 */
export function shownPhotosLd(origin: string, cards: JobCardView[], allPhotos = false): object[] {
  const ld = imageObjectsLd(
    origin,
    cards.flatMap((c) => (allPhotos ? c.photos : c.photos.slice(0, 1))),
  );
  return ld ? [ld] : [];
}
