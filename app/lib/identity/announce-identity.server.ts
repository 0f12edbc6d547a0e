// A save of "Dados da empresa" or "Ofertas e garantias" changes what every public page shows
// (the name, phone and hours in its header and footer, the claims and prices in its text and
// JSON-LD): their copies are purged and their addresses sent to IndexNow, through the same
// onPagesChanged as any page write (one notification; the site's few hundred URLs are far under
// IndexNow's 10,000 a request). Their sitemap lastmod is the identity's `updatedAt`
// (public-routes.ts allPublicLinks).
import { listAllPages } from "~/lib/pages/listing.server";
import { IDENTITY_KEY, readStoredIdentity, saveIdentity } from "./identity.server";
import type { Services } from "~/lib/platform/services.server";
import { allPublicLinks } from "~/lib/seo/public-routes";

/** Records the pages an identity save changed, for onPagesChanged after the response. */
export async function recordIdentityChange(services: Pick<Services, "kv" | "changes">): Promise<number> {
  const paths = await publicPaths(services.kv);
  services.changes.push({ kind: "empresa", paths });
  return paths.length;
}

/**
 * The sitemap's addresses: the generated pages Google may index, with the built-in ones; the
 * listing's failure leaves the built-in pages (also what the tier's warm-up renders).
 */
export async function publicPaths(kv: KVNamespace): Promise<string[]> {
  const pages = await listAllPages(kv).catch(() => []);
  return allPublicLinks(pages.filter((p) => p.status === "published")).map((l) => l.path);
}

/**
 * After a restore (app/lib/backup/): the restored identity replaces this data centre's copy, and
 * every public page is purged and announced as after an identity save.
 */
export async function announceRestoredSite(services: Pick<Services, "kv" | "changes" | "origin">): Promise<void> {
  if ((await services.kv.get(IDENTITY_KEY)) !== null)
    await saveIdentity(services.kv, services.origin, await readStoredIdentity(services.kv));
  await recordIdentityChange(services);
}
