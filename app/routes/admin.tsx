import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import {
  isRouteErrorResponse,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import { useEffect } from "react";
import { AdminShell } from "~/components/admin/AdminShell";
import { Toast } from "~/components/admin/Toast";
import { NotFound, ServerError } from "~/components/ErrorPages";
import { useNonce } from "~/components/Nonce";
import { readAdmin, takeToast } from "~/http/session.server";
import { business, defaultIdentity } from "@content/business";
import { log } from "~/lib/platform/log";
import { missingWorkflowsNotice } from "~/lib/platform/missing-bindings";

// The admin area: its own layout, hydrated by Remix (the only part of the site that is), never
// indexed or cached. It shows no public navigation, so it never lists the generated pages for one.

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `Administração | ${data?.businessName ?? defaultIdentity.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  // Only the toast and who is signed in: each child route checks the session itself.
  const [email, { toast, cookie }] = await Promise.all([readAdmin(request, context), takeToast(request, context)]);
  const headers = new Headers({ "Cache-Control": "no-store" });
  if (cookie) headers.append("Set-Cookie", cookie);
  // The seller's name as saved in "Dados da empresa": the hydrated admin cannot read it itself.
  // Only `npm run dev` lacks bindings (the Workflows): the signed-in seller is told what does not run there.
  const devNotice = email ? missingWorkflowsNotice(context.services.bindings) : null;
  return data({ email, toast, businessName: business.name, devNotice }, { headers });
}

export function headers() {
  return { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" };
}

function AdminDocument({
  email,
  businessName,
  children,
}: {
  email: string | null;
  businessName: string;
  children: React.ReactNode;
}) {
  const nonce = useNonce();
  // The admin's readiness signal: effects run once React has hydrated the page (its handlers are
  // on, its fields controlled). Remix's router exists earlier, while hydration is still under way.
  useEffect(() => {
    document.documentElement.setAttribute("data-hydrated", "true");
  }, []);
  return (
    <>
      <main id="conteudo" className="flex-1">
        <AdminShell email={email} businessName={businessName}>
          {children}
        </AdminShell>
      </main>
      <ScrollRestoration nonce={nonce} />
      <Scripts nonce={nonce} />
    </>
  );
}

export default function AdminLayout() {
  const { email, toast, businessName, devNotice } = useLoaderData<typeof loader>();
  return (
    <AdminDocument email={email} businessName={businessName}>
      {devNotice && (
        <p role="status" className="mb-4 rounded border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {devNotice}
        </p>
      )}
      <Toast toast={toast} />
      <Outlet />
    </AdminDocument>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const layout = useRouteLoaderData<typeof loader>("routes/admin");
  if (!isRouteErrorResponse(error)) log.error("Render failed", { error });
  return (
    <AdminDocument email={layout?.email ?? null} businessName={layout?.businessName ?? defaultIdentity.name}>
      {isRouteErrorResponse(error) && error.status === 404 ? <NotFound /> : <ServerError />}
    </AdminDocument>
  );
}
