// A contact click as the click endpoints receive it (routes/contato.*): bots, prefetches and
// repeats are redirected without a record; a real click gets a row in D1 and a reference code for
// the chat message. A failure to record never keeps the visitor from the chat.
import { business } from "@content/business";
import { type LeadChannel, parseCampaign } from "./leads";
import { clickQuerySchema, isAutomated, recordClick } from "./leads.server";

export async function handleContactClick(
  db: D1Database,
  request: Request,
  channel: LeadChannel,
): Promise<{ ref: string | null; message: string }> {
  const url = new URL(request.url);
  const query = clickQuerySchema.parse(Object.fromEntries(url.searchParams));
  const message = query.msg ?? business.chatDefaultMessage;
  if (request.method === "HEAD" || isAutomated(request.headers)) return { ref: null, message };
  try {
    const { ref } = await recordClick(db, {
      channel,
      query,
      campaign: parseCampaign(url.searchParams),
      ip: request.headers.get("cf-connecting-ip") ?? "",
      userAgent: request.headers.get("user-agent") ?? "",
    });
    return { ref, message };
  } catch (error) {
    // The visitor still reaches the chat; only this click goes unrecorded.
    console.error("Contact click not recorded", error);
    return { ref: null, message };
  }
}

/** Headers of every click answer: never cached, never indexed, no referrer passed to the chat. */
export const CLICK_HEADERS = {
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex, nofollow",
  "Referrer-Policy": "no-referrer",
} as const;
