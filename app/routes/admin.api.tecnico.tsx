import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { readForm } from "~/lib/form.server";
import { z } from "zod";
import { technicalTopics } from "@content/generator-titles";
import { json } from "~/lib/api-response.server";
import { KEY_MISSING } from "~/lib/generation-messages";
import { aiConfigured, createTechnicalPage } from "~/lib/generation.server";
import { assertSameOrigin } from "~/lib/origin.server";
import { requireAdmin } from "~/lib/session.server";

const schema = z.object({
  index: z.coerce
    .number()
    .int()
    .min(0)
    .max(technicalTopics.length - 1),
  // Used only when no AI_API_KEY secret is set; sent with this request, never stored or echoed.
  apiKey: z.string().trim().max(500).optional(),
});

export async function action({ request, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  await requireAdmin(request, context);
  const parsed = schema.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) return json({ error: "Índice inválido." }, 400);
  const hasSecret = aiConfigured(context);
  if (!hasSecret && !parsed.data.apiKey) return json({ error: KEY_MISSING }, 400);
  return json(await createTechnicalPage(context, parsed.data.index, hasSecret ? undefined : parsed.data.apiKey));
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  return json({ error: "Use o método POST." }, 405);
}
