import type { AppLoadContext } from "@remix-run/cloudflare";
import type { BusinessIdentity } from "@content/business";
import type { Services } from "~/lib/platform/services.server";

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    /** What app code works with: wrapped KV and D1, parsed config, waitUntil, the change log. */
    services: Services;
    /** "Dados da empresa" as this request is served with it (also what `business` reads). */
    identity: BusinessIdentity;
    /** CSP nonce of this response, set by the Worker's secure-headers middleware. */
    nonce: string;
    /** When the page listing this render shows was read (the edge cache keeps it no longer than that listing). */
    listingReadAt?: number;
    /** The first moment this render's page would change by the clock alone (a rating turning 7 days old). */
    changesAt?: number;
  }
}

/** The one place a request's load context is made (app/worker.server.ts). */
export function createLoadContext(services: Services, identity: BusinessIdentity, nonce: string): AppLoadContext {
  return { services, identity, nonce };
}

export type { AppLoadContext };
