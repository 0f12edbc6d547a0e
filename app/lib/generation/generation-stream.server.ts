// One AI page written live into the content generator's preview: the model's stream re-emitted
// as server-sent events. Every `html` event carries the whole text so far, sanitized here (the
// browser puts it in the preview as HTML, so it must never see the model's raw markup); `done`
// carries the final sanitized page, `error` the Portuguese message. Saving goes through the
// generator's save action, which sanitizes again.
import { AI_NO_CONTENT, AiError, aiErrorMessage, unfence } from "./ai.server";
import { streamAiPage } from "./ai-stream.server";
import { addTokensToday } from "./ai-usage.server";
import type { Services } from "~/lib/platform/services.server";
import { decidedSummary } from "~/lib/review-queue/decisions";
import { cleanGenerated, currentClaimFacts } from "./generation.server";
import { sanitizeHtml, sanitizeText } from "~/lib/html-stage/sanitize.server";
import { log } from "~/lib/platform/log";

/** At most one snapshot per 100 ms (the sanitizer runs over the whole text each time), the last one never dropped. */
const SNAPSHOT_MS = 100;

export function streamGeneratedPage(
  services: Pick<Services, "config" | "db">,
  { title, creativity }: { title: string; creativity: number },
  /** The request's signal: it fires when the browser stops reading (compatibility flag enable_request_signal). */
  signal: AbortSignal,
): Response {
  const env = services.config;
  const clean = sanitizeText(title).slice(0, 200);
  // Read now, inside the request's identity scope: the stream's body runs after this returns.
  const facts = currentClaimFacts();
  const upstream = new AbortController();
  signal.addEventListener("abort", () => upstream.abort(), { once: true });
  const encoder = new TextEncoder();
  let lastSnapshot = 0;

  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (event: string, data: object) => {
        try {
          controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
        } catch {
          // The browser went away (stop): end the AI call too.
          upstream.abort();
        }
      };
      let latest = "";
      let timer: ReturnType<typeof setTimeout> | undefined;
      const snapshot = () => {
        timer = undefined;
        lastSnapshot = Date.now();
        send("html", { html: sanitizeHtml(unfence(latest)) });
      };
      try {
        const { content, tokens } = await streamAiPage(
          { title: clean, creativity },
          {
            apiKey: env.AI_API_KEY,
            baseUrl: env.AI_BASE_URL,
            model: env.AI_MODEL,
            timeoutMs: env.AI_TIMEOUT_MS,
            maxRetryWaitMs: env.AI_RETRY_MAX_MS,
          },
          upstream.signal,
          (text) => {
            latest = text;
            if (timer !== undefined) return;
            const wait = SNAPSHOT_MS - (Date.now() - lastSnapshot);
            if (wait <= 0) snapshot();
            // Trailing snapshot: text that arrives just before the model pauses is still shown.
            else timer = setTimeout(snapshot, wait);
          },
        );
        clearTimeout(timer);
        // The final text goes through the claims check, as every generated text does: the save
        // checks it again and sends a page with flagged sentences to "Para revisar".
        const { html: checked, flags } = cleanGenerated(content, facts);
        const html = checked.trim();
        if (!html) throw new AiError(AI_NO_CONTENT);
        send("done", {
          title: clean,
          html,
          description: decidedSummary(html, flags, clean),
          tokens,
          flags,
        });
        await addTokensToday(services.db, tokens);
      } catch (error) {
        clearTimeout(timer);
        // The person pressed stop (the browser closed the stream): nobody is left to tell.
        if (upstream.signal.aborted) return;
        if (!(error instanceof AiError)) log.error("Streamed generation failed", { error });
        send("error", { message: error instanceof AiError ? error.message : aiErrorMessage("a conexão caiu") });
      }
      try {
        controller.close();
      } catch {
        // Already cancelled by the browser.
      }
    },
    cancel() {
      upstream.abort();
    },
  });
  return new Response(body, {
    headers: { "Content-Type": "text/event-stream; charset=utf-8", "Cache-Control": "no-store" },
  });
}
