import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { readForm } from "~/lib/form.server";
import { z } from "zod";
import { AiError } from "~/lib/ai.server";
import { json } from "~/lib/api-response.server";
import { creativitySchema, generateContent, saveGenerated } from "~/lib/generation.server";
import { assertSameOrigin } from "~/lib/origin.server";
import { SlugTakenError } from "~/lib/pages.server";
import { requireAdmin } from "~/lib/session.server";
import { announceChange } from "~/lib/indexnow.server";
import { slugTakenMessage } from "~/lib/page-form.server";

const schema = z.object({
  title: z.string().trim().min(1).max(200),
  creativity: creativitySchema,
  engine: z.enum(["local", "ai"]).catch("local"),
});

/** Generates one title and saves it: one step of "process all titles one by one". */
export async function action({ request, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  await requireAdmin(request, context);
  const parsed = schema.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) return json({ ok: false, error: "Título vazio." }, 400);
  try {
    const page = await generateContent(context, parsed.data);
    const saved = await saveGenerated(context.pages, page);
    announceChange(context, { after: saved });
    return json({ ok: true, title: saved.title, slug: saved.slug, draft: saved.status === "draft" });
  } catch (error) {
    if (error instanceof SlugTakenError)
      return json({ ok: false, error: slugTakenMessage(error.slug, "generator") }, 409);
    if (error instanceof AiError) return json({ ok: false, error: error.message }, 502);
    console.error("Generate and save failed", error);
    return json({ ok: false, error: "Não foi possível salvar" }, 500);
  }
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  return json({ error: "Use o método POST." }, 405);
}
