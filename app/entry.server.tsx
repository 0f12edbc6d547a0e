import type { AppLoadContext, EntryContext } from "@remix-run/cloudflare";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { createElement } from "react";
import { renderToReadableStream, renderToStaticMarkup } from "react-dom/server";
import { ChatSignerProvider } from "~/components/ChatSigner";
import { NonceProvider } from "~/components/Nonce";
import { chatSigner } from "~/lib/leads/chat-message.server";
import { StaticMarkupProvider, type StaticRenderer } from "~/components/StaticMarkup";
import { currentIdentity } from "@content/business";
import { log } from "~/lib/platform/log";

// What the Worker reaches of the app (worker/index.ts): through this module only, so the bundle
// holds one copy of every module.
export { createSite } from "./worker.server";

const ABORT_DELAY_MS = 5_000;

// Per-isolate memo of shared markup (see StaticMarkup), keyed by component and then by its props
// serialized (and the identity's version); small, since those change only when the listing or
// "Dados da empresa" does.
const staticMarkup = new WeakMap<object, Map<string, string>>();
const MAX_STATIC_ENTRIES = 16;
const renderStatic: StaticRenderer = (component, props) => {
  let byProps = staticMarkup.get(component);
  if (!byProps) {
    byProps = new Map();
    staticMarkup.set(component, byProps);
  }
  // The shared markup shows the seller's identity (phone, hours, address): a saved change makes new keys.
  const key = `${currentIdentity().updatedAt}|${JSON.stringify(props)}`;
  let html = byProps.get(key);
  if (html === undefined) {
    html = renderToStaticMarkup(createElement(component, props));
    if (byProps.size >= MAX_STATIC_ENTRIES) byProps.delete(byProps.keys().next().value!);
    byProps.set(key, html);
  }
  return html;
};

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.nonce;
  const controller = new AbortController();
  const timeout = setTimeout(() => controller.abort(), ABORT_DELAY_MS);

  const body = await renderToReadableStream(
    <NonceProvider value={nonce}>
      <ChatSignerProvider value={chatSigner(loadContext.services.config.SESSION_SECRET)}>
        <StaticMarkupProvider value={renderStatic}>
          <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY_MS} nonce={nonce} />
        </StaticMarkupProvider>
      </ChatSignerProvider>
    </NonceProvider>,
    {
      nonce,
      signal: controller.signal,
      onError(error: unknown) {
        if (!controller.signal.aborted) log.error("SSR error", { error });
        responseStatusCode = 500;
      },
    },
  );
  body.allReady.then(() => clearTimeout(timeout)).catch(() => clearTimeout(timeout));

  // Crawlers get the whole document at once; people get it streamed.
  if (isbot(request.headers.get("user-agent") || "")) {
    await body.allReady;
  }

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}
