// "Depoimentos": the testimonials customers left on their review links. Nothing is public until
// the seller approves it; those the screening held say why. He can remove any one at any time
// (its words are erased; the count stays).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { findLocation, placeLabel } from "@content/locations";
import { AdminSection } from "~/components/admin/AdminSection";
import { IntentButton } from "~/components/admin/IntentButton";
import { Notice } from "~/components/admin/Toast";
import { readForm } from "~/http/form.server";
import { redirectWithToast, requireAdmin } from "~/http/session.server";
import { ResponsivePhoto } from "~/components/ResponsivePhoto";
import { approveTestimonial, removeTestimonial } from "~/lib/jobs-done/proof-changes.server";
import { listTestimonials } from "~/lib/reviews/testimonials.server";

export const meta: MetaFunction = () => [{ title: "Depoimentos | Administração" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const items = await listTestimonials(context.services.db);
  return data(
    {
      items: items.map((t) => {
        const location = t.place ? findLocation(t.place) : undefined;
        return { ...t, placeName: location ? placeLabel(location) : null };
      }),
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

const decisionSchema = z.object({
  id: z.string().regex(/^[0-9a-f]{16}$/, "Depoimento inválido."),
  intent: z.enum(["aprovar", "remover"], { error: "Escolha aprovar ou remover." }),
});

export async function action({ request, context }: ActionFunctionArgs) {
  await requireAdmin(request, context);
  const parsed = decisionSchema.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) {
    return data({ error: parsed.error.issues[0]?.message ?? "Dados inválidos." }, { status: 400 });
  }
  const { id, intent } = parsed.data;
  const done =
    intent === "aprovar"
      ? await approveTestimonial(context.services, id)
      : await removeTestimonial(context.services, id);
  if (!done) {
    return data({ error: "Este depoimento já foi removido ou já estava assim. Nada mudou." }, { status: 409 });
  }
  return redirectWithToast(request, context, "/admin/depoimentos", {
    kind: "success",
    title: intent === "aprovar" ? "Depoimento aprovado: já aparece no site." : "Depoimento removido do site.",
  });
}

const STATUS = { held: "Retido para revisão", pending: "Aguardando aprovação", approved: "Publicado" } as const;
const when = (ms: number) => new Date(ms).toLocaleDateString("pt-BR", { timeZone: "America/Sao_Paulo" });

export default function Testimonials() {
  const { items } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as { error?: string } | undefined;
  return (
    <AdminSection title="Depoimentos">
      <p className="mt-2 text-sm text-slate-700">
        Depoimentos que os clientes deixaram pelo link de “Pedir avaliação”. Só aparecem no site depois que você
        aprovar, com a foto do portão quando o cliente enviou uma: na página inicial, na página do bairro e na da obra.
        Você pode remover qualquer um quando quiser, e o cliente também, pelo link que recebeu.
      </p>
      {result?.error && <Notice kind="error" title={result.error} className="mt-3" />}
      {items.length === 0 ? (
        <p className="mt-4 rounded-lg bg-slate-50 p-4 text-slate-700">Nenhum depoimento recebido ainda.</p>
      ) : (
        <ul className="mt-4 space-y-3" data-testimonials>
          {items.map((t) => (
            <li key={t.id} className="rounded-lg border border-slate-200 p-4" data-testimonial={t.id}>
              <p className="flex flex-wrap items-center gap-2 text-sm">
                <span
                  className={`rounded px-2 py-0.5 font-semibold ${t.status === "approved" ? "bg-green-100 text-green-900" : t.status === "held" ? "bg-amber-100 text-amber-900" : "bg-slate-100 text-slate-800"}`}
                >
                  {STATUS[t.status as keyof typeof STATUS]}
                </span>
                <span className="text-slate-600">
                  {when(t.createdAt)}
                  {t.leadRef ? ` · contato ${t.leadRef}` : ""}
                  {t.placeName ? ` · ${t.placeName}` : ""}
                </span>
              </p>
              {t.holdReason && <p className="mt-2 text-sm text-amber-900">Motivo: {t.holdReason}</p>}
              <blockquote className="mt-2 break-words text-slate-800">“{t.text}”</blockquote>
              <p className="mt-1 text-sm text-slate-600">
                {t.firstName}, {t.district}
              </p>
              {t.photo && (
                <figure className="mt-3 max-w-xs" data-testimonial-photo>
                  <ResponsivePhoto
                    image={{ ...t.photo, alt: `Foto do portão enviada por ${t.firstName} com o depoimento` }}
                    sizes="20rem"
                    className="w-full rounded-lg"
                    // Not public until approved: served to the seller only, never cached.
                    base={t.status === "approved" ? undefined : "/admin/depoimentos/foto/"}
                  />
                  <figcaption className="mt-1 text-xs text-slate-600">
                    Foto enviada com o depoimento: aparece ao lado dele no site depois que você aprovar, sem a
                    localização e os outros dados da câmera.
                  </figcaption>
                </figure>
              )}
              <div className="mt-3 flex flex-wrap gap-2">
                {t.status !== "approved" && (
                  <IntentButton
                    intent="aprovar"
                    fields={{ id: t.id }}
                    className="min-h-11 rounded bg-chat-600 px-4 py-2 text-sm font-semibold text-white hover:bg-chat-700"
                  >
                    Aprovar e publicar
                  </IntentButton>
                )}
                <IntentButton
                  intent="remover"
                  fields={{ id: t.id }}
                  className="min-h-11 rounded border border-red-700 px-4 py-2 text-sm font-semibold text-red-800"
                >
                  Remover
                </IntentButton>
              </div>
            </li>
          ))}
        </ul>
      )}
    </AdminSection>
  );
}
