// Requests as a browser sends them. Node's fetch always says `Sec-Fetch-Mode: cors`, which no
// browser sends for a click on a link, so these go out through node:http with exactly the headers
// given: a tab's navigation from the site (NAVIGATION), an <img> on another site (IMAGE_ELSEWHERE)…
import http from "node:http";

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A click on one of the site's links opening a new tab (Chromium's Fetch Metadata). */
export const NAVIGATION: Record<string, string> = {
  Accept: "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8",
  "Sec-Fetch-Site": "same-origin",
  "Sec-Fetch-Mode": "navigate",
  "Sec-Fetch-Dest": "document",
  "Sec-Fetch-User": "?1",
};

/** What an <img src="…/contato/whatsapp"> on someone else's page sends. */
export const IMAGE_ELSEWHERE: Record<string, string> = {
  Accept: "image/avif,image/webp,image/apng,image/*,*/*;q=0.8",
  "Sec-Fetch-Site": "cross-site",
  "Sec-Fetch-Mode": "no-cors",
  "Sec-Fetch-Dest": "image",
};

/** navigator.sendBeacon from one of the site's pages (origin given by the caller). */
export const BEACON: Record<string, string> = {
  Accept: "*/*",
  "Sec-Fetch-Site": "same-origin",
  "Sec-Fetch-Mode": "no-cors",
  "Sec-Fetch-Dest": "empty",
};

export const PHONE_UA =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126 Mobile Safari/537.36";

export function rawRequest(
  url: string,
  { method = "GET", headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }),
      );
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(body);
  });
}

/** A visitor's click on a chat link of the site, from `ip` with a phone's browser. */
export function clickLink(
  base: string,
  path: string,
  {
    ip = "198.51.100.7",
    ua = PHONE_UA,
    headers = NAVIGATION,
  }: { ip?: string; ua?: string; headers?: Record<string, string> } = {},
): Promise<RawAnswer> {
  return rawRequest(base + path, { headers: { ...headers, "User-Agent": ua, "CF-Connecting-IP": ip } });
}

/** The reference code at the end of the chat message a click was sent to, if any. */
export function refOf(answer: RawAnswer): string | undefined {
  const location = String(answer.headers.location ?? "");
  if (!location) return undefined;
  return /\n\nRef: ([A-Z0-9]+)$/.exec(new URL(location).searchParams.get("text") ?? "")?.[1];
}

export function chatTextOf(answer: RawAnswer): string | null {
  const location = String(answer.headers.location ?? "");
  return location ? new URL(location).searchParams.get("text") : null;
}

/** The answer as a fetch Response (for tests written against fetch). */
export function asResponse(answer: RawAnswer): Response {
  const headers = new Headers();
  for (const [name, value] of Object.entries(answer.headers)) {
    for (const v of Array.isArray(value) ? value : [value]) if (v !== undefined) headers.append(name, v);
  }
  const empty = answer.status === 204 || answer.status === 304;
  return new Response(empty ? null : answer.body, { status: answer.status, headers });
}
