// Jobs done as the public pages show them (JobsProof, the gallery, the job's page): plain data the
// loaders compute, so components stay presentational and nothing here reaches the browser bundle
// beyond what is rendered.
import { jobDateText, jobProductLabel, jobsDoneText } from "@content/jobs-done";
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
