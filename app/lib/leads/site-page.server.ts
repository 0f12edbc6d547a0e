// The site's page a path names, as contact clicks and Web Vitals beacons count it: a built-in page,
// a published generated page (one KV read), or else the "not found" page — what a visitor at an
// address the site does not have is shown. So nothing a request invents becomes a row of its own.
import { findPage } from "~/lib/pages/store.server";
import { type LeadPage, leadPath, unknownPage } from "./lead-paths";

export async function sitePage(kv: KVNamespace, path: string): Promise<LeadPage> {
  const found = leadPath(path);
  if (found.kind === "built-in") return found.page;
  if (found.kind === "generated") {
    const page = await findPage(kv, found.slug);
    if (page?.status === "published") return found.page;
  }
  return unknownPage();
}
