// The generation jobs of one tool (lote, tecnico, conteudo): GET is the latest job's progress,
// polled by the tool screen (`?depois=N`: only the items after index N); POST starts a job (or
// shows the one already running) or cancels it. A GET never changes anything.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { batchTitles, technicalTopics } from "@content/generator-titles";
import { json } from "~/http/api-response.server";
import { readForm } from "~/http/form.server";
import { EMPTY_TITLES, KEY_MISSING } from "~/lib/generation/messages";
import { aiConfigured, creativitySchema, titlesFrom } from "~/lib/generation/generation.server";
import { encryptJobKey } from "~/lib/jobs/job-key.server";
import { cancelJob, pollJob, startJob } from "~/lib/jobs/job-control.server";
import {
  JOB_ALREADY_RUNNING,
  JOB_START_FAILED,
  jobToolSchema,
  type JobParams,
  type JobTool,
} from "~/lib/jobs/job-store.server";
import type { Services } from "~/lib/platform/services.server";
import { workflowMissingMessage } from "~/lib/platform/missing-bindings";
import { requireAdmin } from "~/http/session.server";

function toolOf(params: { tool?: string }): JobTool {
  const parsed = jobToolSchema.safeParse(params.tool);
  if (!parsed.success) throw json({ error: "Ferramenta desconhecida." }, 404);
  return parsed.data;
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const tool = toolOf(params);
  const after = z.coerce
    .number()
    .int()
    .min(-1)
    .max(1000)
    .catch(-1)
    .parse(new URL(request.url).searchParams.get("depois") ?? -1);
  return json({ job: await pollJob(context.services, tool, after), after });
}

const formSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("cancel") }),
  z.object({
    intent: z.literal("start"),
    // Technical generator without the AI_API_KEY secret: a one-off key, never echoed.
    apiKey: z.string().trim().max(500).optional(),
    // Content generator: the titles typed one per line, creativity and engine.
    titles: z.string().max(50_000).optional(),
    creativity: creativitySchema,
    engine: z.enum(["local", "ai"]).catch("local"),
  }),
]);

type StartForm = Extract<z.infer<typeof formSchema>, { intent: "start" }>;

async function jobInput(
  tool: JobTool,
  form: StartForm,
  services: Services,
): Promise<{ params: JobParams; keyCipher: string | null } | { error: string }> {
  if (tool === "lote") return { params: { titles: [...batchTitles] }, keyCipher: null };
  if (tool === "tecnico") {
    const titles = technicalTopics.map((t) => t.title);
    if (aiConfigured(services.config)) return { params: { titles }, keyCipher: null };
    if (!form.apiKey) return { error: KEY_MISSING };
    return { params: { titles }, keyCipher: await encryptJobKey(services.config, form.apiKey) };
  }
  const titles = titlesFrom(form.titles ?? "");
  if (titles.length === 0) return { error: EMPTY_TITLES.description };
  const engine = form.engine === "ai" && aiConfigured(services.config) ? "ai" : "local";
  return { params: { titles, creativity: form.creativity, engine }, keyCipher: null };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  await requireAdmin(request, context);
  const tool = toolOf(params);
  const parsed = formSchema.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) return json({ error: "Pedido inválido." }, 400);
  const { services } = context;
  if (parsed.data.intent === "cancel") return json({ job: await cancelJob(services, tool) });

  if (!services.bindings.GENERATION) return json({ error: workflowMissingMessage("GENERATION") }, 503);
  const input = await jobInput(tool, parsed.data, services);
  if ("error" in input) return json({ error: input.error }, 400);
  const result = await startJob(services, tool, input.params, input.keyCipher);
  if (result.started) return json({ job: result.job });
  if (result.job?.status === "running") return json({ job: result.job, error: JOB_ALREADY_RUNNING }, 409);
  return json({ job: result.job, error: JOB_START_FAILED }, 503);
}
