// The content generator's single AI page, streamed: server-sent events of the preview as the
// model writes it (app/lib/generation/generation-stream.server.ts). The browser's stop button aborts the
// request, which cancels the stream and the call to the AI service.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { json } from "~/http/api-response.server";
import { readForm } from "~/http/form.server";
import { EMPTY_TITLES } from "~/lib/generation/messages";
import { aiConfigured, creativitySchema, titlesFrom } from "~/lib/generation/generation.server";
import { streamGeneratedPage } from "~/lib/generation/generation-stream.server";
import { requireAdmin } from "~/http/session.server";

const schema = z.object({ titles: z.string().max(50_000).default(""), creativity: creativitySchema });

export async function action({ request, context }: ActionFunctionArgs) {
  await requireAdmin(request, context);
  const parsed = schema.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) return json({ error: "Pedido inválido." }, 400);
  const title = titlesFrom(parsed.data.titles)[0];
  if (!title) return json({ error: EMPTY_TITLES.description }, 400);
  if (!aiConfigured(context.services.config)) return json({ error: "O serviço de IA não está configurado." }, 400);
  return streamGeneratedPage(context.services, { title, creativity: parsed.data.creativity }, request.signal);
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  return json({ error: "Use o método POST." }, 405);
}
