// The click endpoint of every contact link (app/lib/contact.ts builds them). GET
// /contato/whatsapp records the click and answers 302 to wa.me with the reference code at the end
// of the message: no JavaScript needed. Phone links keep their plain tel: href (a redirect to tel:
// is not something every browser follows); the page's script sends POST /contato/telefone with
// sendBeacon when one is tapped. Bots, prefetches and repeats are redirected but not recorded.
import { Hono } from "hono";
import { buildWhatsAppLink } from "../app/lib/leads/contact";
import { business } from "../content/business";
import { parseCampaign, withRefCode, type LeadChannel } from "../app/lib/leads/leads";
import { clickQuerySchema, isAutomated, recordClick } from "../app/lib/leads/leads.server";

const NO_STORE = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow", "Referrer-Policy": "no-referrer" };

async function handleClick(
  env: Cloudflare.Env,
  request: Request,
  channel: LeadChannel,
): Promise<{ ref: string | null; message: string }> {
  const url = new URL(request.url);
  const query = clickQuerySchema.parse(Object.fromEntries(url.searchParams));
  const message = query.msg ?? business.chatDefaultMessage;
  if (request.method === "HEAD" || isAutomated(request.headers)) return { ref: null, message };
  try {
    const { ref } = await recordClick(env.DB, {
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

export const leadRoutes = new Hono<{ Bindings: Cloudflare.Env }>();

leadRoutes.get("/whatsapp", async (c) => {
  const { ref, message } = await handleClick(c.env, c.req.raw, "whatsapp");
  const location = buildWhatsAppLink(ref ? withRefCode(message, ref) : message);
  return c.body(null, 302, { ...NO_STORE, Location: location });
});

leadRoutes.post("/telefone", async (c) => {
  await handleClick(c.env, c.req.raw, "telefone");
  return c.body(null, 204, NO_STORE);
});
