// "Pedir avaliação": the review request of a closed lead or a job done (one per customer, asked
// again it is the same link), shown as the seller's message with the short link and a button that
// opens WhatsApp with it; the seller picks the customer's chat there.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { Link, useActionData } from "@remix-run/react";
import { z } from "zod";
import { AdminSection } from "~/components/admin/AdminSection";
import { Notice } from "~/components/admin/Toast";
import { readForm } from "~/http/form.server";
import { requireAdmin } from "~/http/session.server";
import { JOB_ID_PATTERN } from "~/lib/jobs-done/job-done";
import { normaliseRefCode } from "~/lib/leads/leads";
import { reviewMessage, reviewPath } from "~/lib/reviews/review-link";
import { LeadNotClosedError, requestForJob, requestForLead } from "~/lib/reviews/review-requests.server";

export const meta: MetaFunction = () => [{ title: "Pedir avaliação | Administração" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  return data({}, { headers: { "Cache-Control": "no-store" } });
}

const askSchema = z.union([
  z.object({
    contato: z.string().transform((v, ctx) => {
      const ref = normaliseRefCode(v);
      if (!ref) {
        ctx.addIssue({ code: "custom", message: "Código de contato inválido." });
        return z.NEVER;
      }
      return ref;
    }),
  }),
  z.object({ obra: z.string().regex(JOB_ID_PATTERN, "Obra inválida.") }),
]);

export async function action({ request, context }: ActionFunctionArgs) {
  await requireAdmin(request, context);
  const parsed = askSchema.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) {
    return data({ error: "Escolha um contato fechado ou uma obra para pedir a avaliação." }, { status: 400 });
  }
  const { db, origin } = context.services;
  const ask = parsed.data;
  let made: Awaited<ReturnType<typeof requestForLead>>;
  try {
    made = "contato" in ask ? await requestForLead(db, ask.contato) : await requestForJob(db, ask.obra);
  } catch (error) {
    if (error instanceof LeadNotClosedError) {
      return data(
        { error: `O contato ${error.ref} ainda não está fechado: peça a avaliação depois do serviço feito.` },
        { status: 409 },
      );
    }
    throw error;
  }
  if (!made) {
    return data({ error: "Este contato ou obra não existe mais. Nada foi criado." }, { status: 404 });
  }
  const { identity } = context;
  const link = `${origin}${reviewPath(made.code)}`;
  const message = reviewMessage(identity.reviewMessage, identity.name, link);
  return data({
    link,
    message,
    whatsappUrl: `https://wa.me/?text=${encodeURIComponent(message)}`,
    about: "contato" in ask ? `o contato ${ask.contato}` : "esta obra",
    back: "contato" in ask ? `/admin/contatos?ref=${ask.contato}` : `/admin/obras/${ask.obra}`,
    reviewLinkMissing: identity.googleReviewUrl === "",
    opens: made.opens,
  });
}

export default function AskReview() {
  const result = useActionData<typeof action>();
  return (
    <AdminSection title="Pedir avaliação">
      {!result ? (
        <p className="mt-3 text-slate-700">
          Use o botão “Pedir avaliação” num contato fechado (em Contatos) ou numa obra (em Obras realizadas).
        </p>
      ) : "error" in result ? (
        <Notice kind="error" title={result.error} className="mt-3" />
      ) : (
        <div className="mt-3 space-y-4" data-review-request>
          {result.reviewLinkMissing && (
            <Notice
              kind="error"
              title="O link de avaliação no Google não está configurado"
              description="O cliente ainda poderá deixar um depoimento no site. Cole o link em Dados da empresa para levá-lo também ao Google."
            />
          )}
          <p className="text-slate-700">
            Mensagem para {result.about}. Ela vai para todos os clientes igual: o Google não permite pedir avaliação só
            a quem ficou satisfeito, nem oferecer desconto ou brinde em troca.
          </p>
          <pre className="whitespace-pre-wrap break-words rounded-lg bg-slate-50 p-4 font-sans text-slate-800">
            {result.message}
          </pre>
          <a
            href={result.whatsappUrl}
            target="_blank"
            rel="noopener noreferrer"
            data-send-review
            className="inline-flex min-h-12 items-center rounded-lg bg-chat-600 px-5 py-3 font-semibold text-white hover:bg-chat-700"
          >
            Enviar pelo WhatsApp
          </a>
          <p className="text-sm text-slate-600">
            Abre o WhatsApp com a mensagem pronta: escolha a conversa do cliente e envie.{" "}
            {result.opens > 0 &&
              `O cliente já abriu este link ${result.opens} ${result.opens === 1 ? "vez" : "vezes"}.`}
          </p>
          <p className="text-sm break-all text-slate-700">
            Link curto: <span className="font-mono">{result.link}</span>
          </p>
          <Link to={result.back} className="text-sm text-brand-700 underline">
            Voltar
          </Link>
        </div>
      )}
    </AdminSection>
  );
}
