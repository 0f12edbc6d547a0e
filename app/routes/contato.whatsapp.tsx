// The click endpoint of every chat link (app/lib/leads/contact.ts builds them): records the click
// and answers 302 to wa.me with the reference code at the end of the message. No JavaScript needed.
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { buildWhatsAppLink } from "~/lib/leads/contact";
import { CLICK_HEADERS, handleContactClick } from "~/lib/leads/click.server";
import { withRefCode } from "~/lib/leads/leads";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { ref, message } = await handleContactClick(context.services, request, "whatsapp");
  const location = buildWhatsAppLink(ref ? withRefCode(message, ref) : message);
  return new Response(null, { status: 302, headers: { ...CLICK_HEADERS, Location: location } });
}
