// No raw template on any public page of the launched site, with every claim confirmed (its
// identity, harness/identity.ts): the checks of tests/integration/no-raw-template.test.ts (there
// with every claim cleared, and with prices only) over the site's crawl, which holds every page
// the integration file's Worker has and the generated ones. No page may show a token or a
// template bracket in its text, meta tags or JSON-LD, nor keep a table column or a heading with
// nothing in it.
import { beforeAll, describe } from "vitest";
import { publicPages } from "../../harness/raw-template";
import { rawTemplateChecks } from "../support/raw-template-checks";
import { launchedSite, type Site } from "./site";

let site: Site;

beforeAll(async () => {
  site = await launchedSite();
});

describe("claims: confirmed", () => {
  rawTemplateChecks(() => publicPages(site.crawl));
});
