// Phone links keep their plain tel: href (a redirect to tel: is not something every browser
// follows); the page's script reports a tap here with sendBeacon. The Worker refuses a POST from
// another origin before it gets here, and the click handler checks the beacon's origin again.
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { CLICK_HEADERS, handleContactClick } from "~/lib/leads/click.server";

export async function action({ request, context }: ActionFunctionArgs) {
  await handleContactClick(context.services, request, "telefone");
  return new Response(null, { status: 204, headers: CLICK_HEADERS });
}

export function loader() {
  return new Response("Use POST.", { status: 405, headers: { ...CLICK_HEADERS, Allow: "POST" } });
}
