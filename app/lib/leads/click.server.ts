// A contact click as the click endpoints receive it (routes/contato.*). Only a person's click on
// one of the site's links is recorded: bots, prefetches, repeats, requests that are not a
// top-level navigation from the site (an <img> elsewhere, a script), addresses over their rate
// limit and clicks past the day's cap are redirected without a record. A recorded click gets a row
// in D1 and a reference code for the chat message. A failure to record never keeps the visitor
// from the chat.
import { business } from "@content/business";
import { clientAddress } from "~/lib/platform/client-address";
import { log } from "~/lib/platform/log";
import { withinRateLimit } from "~/lib/platform/rate-limit.server";
import type { Services } from "~/lib/platform/services.server";
import { isSignedMessage, withoutRefCodes } from "./chat-message.server";
import { isChatNavigation, isSiteBeacon } from "./click-request";
import { sitePage } from "./site-page.server";
import { type LeadChannel, parseCampaign } from "./leads";
import { type ClickQuery, clickQuerySchema, countUnrecorded, isAutomated, recordClick } from "./leads.server";

export type ClickServices = Pick<Services, "db" | "kv" | "bindings" | "config">;

/** Clicks an address may have recorded a minute when no rate-limit binding is configured. */
const FALLBACK_LIMIT = 10;

/** The chat message: the link's own only when the site signed it, less any "Ref:" it brings. */
function chatMessage(query: ClickQuery, secret: string | undefined): string {
  const signed = query.msg !== undefined && isSignedMessage(secret, query.msg, query.assinatura ?? null);
  const message = signed ? withoutRefCodes(query.msg!) : "";
  return message || business.chatDefaultMessage;
}

export async function handleContactClick(
  services: ClickServices,
  request: Request,
  channel: LeadChannel,
): Promise<{ ref: string | null; message: string }> {
  const url = new URL(request.url);
  const query = clickQuerySchema.parse(Object.fromEntries(url.searchParams));
  const message = chatMessage(query, services.config.SESSION_SECRET);
  const unrecorded = { ref: null, message };
  const { headers } = request;
  if (request.method === "HEAD" || isAutomated(headers)) return unrecorded;
  const fromSite = channel === "whatsapp" ? isChatNavigation(headers) : isSiteBeacon(headers, url.origin);
  if (!fromSite) return unrecorded;
  const address = clientAddress(request);
  if (!(await withinRateLimit(services.bindings, "CONTACT_LIMITER", address, FALLBACK_LIMIT))) {
    // Counted for "Contatos", so the seller knows his list is short today and why.
    await countUnrecorded(services.db, "rate");
    return unrecorded;
  }
  try {
    const result = await recordClick(
      services.db,
      {
        channel,
        page: await sitePage(services.kv, query.de),
        campaign: parseCampaign(url.searchParams),
        ip: address,
        userAgent: headers.get("user-agent") ?? "",
      },
      { dailyCap: services.config.LEAD_DAILY_CAP, addressCap: services.config.LEAD_ADDRESS_DAILY_CAP },
    );
    return { ref: result?.ref ?? null, message };
  } catch (error) {
    // The visitor still reaches the chat; only this click goes unrecorded.
    log.error("Contact click not recorded", { error });
    return unrecorded;
  }
}

/** Headers of every click answer: never cached, never indexed, no referrer passed to the chat. */
export const CLICK_HEADERS = {
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex, nofollow",
  "Referrer-Policy": "no-referrer",
} as const;
