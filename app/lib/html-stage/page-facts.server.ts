// What a generated page's facts box needs to know about the page: the kit type its title names
// (its own price leads) and the served place (free installation there). Read from the title with
// the generator's own reading, so the box and the text agree on what the page is about.
import type { KitType } from "@content/claims";
import { inPlace } from "@content/locations";
import { pageTopicOf } from "./title-topic";

const KITS: Partial<Record<string, KitType>> = {
  deslizante: "deslizante",
  basculante: "basculante",
  pivotante: "pivotante",
};

export function pageFacts(title: string): { kit?: KitType; city?: string; inPlace?: string } {
  const { subject, served } = pageTopicOf(title);
  return {
    ...(KITS[subject.id] ? { kit: KITS[subject.id] } : {}),
    ...(served ? { city: served.city, inPlace: inPlace(served) } : {}),
  };
}
