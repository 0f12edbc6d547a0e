// /avaliar/remover/{token}: the customer's own removal of his testimonial, by the link shown when
// he sent it. A GET only shows what would be removed (link previews and prefetches must not
// remove anything); the button's POST removes it from the site and erases its words.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { removalPage, reviewPage } from "@content/reviews";
import { withinReviewLimit } from "~/http/review-limit.server";
import { readForm } from "~/http/form.server";
import { removeByToken } from "~/lib/jobs-done/proof-changes.server";
import { REMOVAL_TOKEN, testimonialOfToken } from "~/lib/reviews/testimonials.server";

const NO_STORE = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  if (!(await withinReviewLimit(request, context))) {
    return data({ found: null, limited: true }, { status: 429, headers: { ...NO_STORE, "Retry-After": "60" } });
  }
  const token = params.token ?? "";
  const found = REMOVAL_TOKEN.test(token) ? await testimonialOfToken(context.services.db, token) : null;
  return data({ found, limited: false }, { status: found ? 200 : 404, headers: NO_STORE });
}

export const headers = () => NO_STORE;

export const meta: MetaFunction = () => [{ title: removalPage.title }, { name: "robots", content: "noindex" }];

export async function action({ params, request, context }: ActionFunctionArgs) {
  if (!(await withinReviewLimit(request, context))) {
    return data({ removed: false }, { status: 429, headers: { ...NO_STORE, "Retry-After": "60" } });
  }
  await readForm(request);
  const removed = await removeByToken(context.services, params.token ?? "");
  return data({ removed }, { status: removed ? 200 : 404, headers: NO_STORE });
}

export default function RemovalRoute() {
  const { found, limited } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <div className="container-page max-w-2xl py-8">
      <h1 className="text-2xl font-bold text-brand-900">{removalPage.title}</h1>
      {limited ? (
        <p role="alert" className="mt-4 text-amber-900">
          {reviewPage.tooMany}
        </p>
      ) : result?.removed ? (
        <p role="status" data-removed className="mt-4 text-slate-800">
          {removalPage.done}
        </p>
      ) : found ? (
        <form method="post" className="mt-4 space-y-4">
          <p className="text-slate-700">{removalPage.confirm}</p>
          <blockquote className="rounded-lg bg-slate-50 p-4 text-slate-800">
            “{found.text}” — {found.firstName}
          </blockquote>
          <input type="hidden" name="confirmar" value="sim" />
          <button type="submit" className="min-h-12 rounded-lg bg-red-700 px-5 py-3 font-semibold text-white">
            {removalPage.button}
          </button>
        </form>
      ) : (
        <p className="mt-4 text-slate-700">{removalPage.unknown}</p>
      )}
    </div>
  );
}
