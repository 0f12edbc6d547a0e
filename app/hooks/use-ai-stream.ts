// The browser side of /admin/api/gerar-ao-vivo: posts the form, reads the server-sent events
// with fetch (EventSource cannot POST) through eventsource-parser, as the server reads the AI's
// own stream (generation/ai-stream.server.ts), and hands each sanitized snapshot to the preview. stop()
// aborts the request, which ends the model's stream on the server too.
import { EventSourceParserStream } from "eventsource-parser/stream";
import { useRef, useState } from "react";

export interface LivePage {
  title: string;
  html: string;
  description: string;
}

type Handlers = { onHtml: (html: string) => void; onDone: (page: LivePage) => void };

export function useAiStream({ onHtml, onDone }: Handlers) {
  const [streaming, setStreaming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [stopped, setStopped] = useState(false);
  const abort = useRef<AbortController | null>(null);

  function handle(event: string, data: string) {
    const body = JSON.parse(data) as Partial<LivePage> & { message?: string };
    if (event === "html" && body.html !== undefined) onHtml(body.html);
    else if (event === "done" && body.html !== undefined) onDone(body as LivePage);
    else if (event === "error") setError(body.message ?? "Erro ao gerar conteúdo");
  }

  async function start(fields: Record<string, string>) {
    const controller = new AbortController();
    abort.current = controller;
    setStreaming(true);
    setError(null);
    setStopped(false);
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    try {
      const res = await fetch("/admin/api/gerar-ao-vivo", {
        method: "POST",
        body: form,
        credentials: "same-origin",
        signal: controller.signal,
      });
      if (!res.ok || !res.body) {
        const body = (await res.json().catch(() => null)) as { error?: string } | null;
        setError(body?.error ?? "Erro ao gerar conteúdo");
        return;
      }
      const events = res.body
        .pipeThrough(new TextDecoderStream())
        .pipeThrough(new EventSourceParserStream())
        .getReader();
      for (;;) {
        const { value, done } = await events.read();
        if (done) break;
        if (value.event) handle(value.event, value.data);
      }
    } catch (e) {
      if (!controller.signal.aborted) setError(`Erro ao gerar conteúdo: ${(e as Error).message}`);
    } finally {
      if (abort.current === controller) abort.current = null;
      setStreaming(false);
    }
  }

  function stop() {
    abort.current?.abort();
    setStopped(true);
  }

  return { streaming, error, stopped, start, stop };
}
