import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { readForm } from "~/lib/form.server";
import { z } from "zod";
import { batchTitles } from "@content/generator-titles";
import { json } from "~/lib/api-response.server";
import { createBatchPage } from "~/lib/generation.server";
import { assertSameOrigin } from "~/lib/origin.server";
import { requireAdmin } from "~/lib/session.server";

const schema = z.object({
  index: z.coerce
    .number()
    .int()
    .min(0)
    .max(batchTitles.length - 1),
});

/** One title of the batch creator: creates it, or reports it skipped when its page exists. */
export async function action({ request, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  await requireAdmin(request, context);
  const parsed = schema.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) return json({ error: "Índice inválido." }, 400);
  return json(await createBatchPage(context, parsed.data.index));
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  return json({ error: "Use o método POST." }, 405);
}
