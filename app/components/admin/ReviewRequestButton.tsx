import { Form } from "@remix-run/react";

/**
 * "Pedir avaliação" on a closed lead or a job done: posts to /admin/avaliacoes/pedir, which shows
 * the seller's message with the short link, ready to send by WhatsApp. The same button for every
 * customer: there is no question about how satisfied he is.
 */
export function ReviewRequestButton({ lead, job }: { lead?: string; job?: string }) {
  return (
    <Form method="post" action="/admin/avaliacoes/pedir" className="mt-3">
      {lead && <input type="hidden" name="contato" value={lead} />}
      {job && <input type="hidden" name="obra" value={job} />}
      <button
        type="submit"
        className="min-h-11 rounded bg-brand-800 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-900"
      >
        Pedir avaliação
      </button>
    </Form>
  );
}
