import { log } from "~/lib/platform/log";

/**
 * The one way a loader says "no such page": a 404 Response to throw, which the nearest layout's
 * error boundary renders (routes/_site.tsx or routes/admin.tsx). The path is logged, so broken
 * links show up in the Worker's logs. Takes the request or its URL.
 */
export function notFound(request: Request | string): Response {
  const url = typeof request === "string" ? request : request.url;
  log.warn("404 Not Found", { path: new URL(url).pathname });
  return new Response("Not Found", { status: 404 });
}
