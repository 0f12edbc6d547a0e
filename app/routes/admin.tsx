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
import { AdminShell } from "~/components/admin/AdminShell";
import { Toast } from "~/components/admin/Toast";
import { NotFound, ServerError } from "~/components/ErrorPages";
import { useNonce } from "~/lib/nonce";
import { readAdmin, takeToast } from "~/lib/session.server";

// The admin area: its own layout, hydrated by Remix (the only part of the site that is), never
// indexed or cached. It shows no public navigation, so it never lists the generated pages for one.

export const meta: MetaFunction = () => [
  { title: "Administração | Motores PPA" },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  // Only the toast and who is signed in: each child route checks the session itself.
  const [email, { toast, cookie }] = await Promise.all([readAdmin(request, context), takeToast(request, context)]);
  const headers = new Headers({ "Cache-Control": "no-store" });
  if (cookie) headers.append("Set-Cookie", cookie);
  return data({ email, toast }, { headers });
}

export function headers() {
  return { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" };
}

function AdminDocument({ email, children }: { email: string | null; children: React.ReactNode }) {
  const nonce = useNonce();
  return (
    <>
      <main id="conteudo" className="flex-1">
        <AdminShell email={email}>{children}</AdminShell>
      </main>
      <ScrollRestoration nonce={nonce} />
      <Scripts nonce={nonce} />
    </>
  );
}

export default function AdminLayout() {
  const { email, toast } = useLoaderData<typeof loader>();
  return (
    <AdminDocument email={email}>
      <Toast toast={toast} />
      <Outlet />
    </AdminDocument>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const email = useRouteLoaderData<typeof loader>("routes/admin")?.email ?? null;
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <AdminDocument email={email}>
      {isRouteErrorResponse(error) && error.status === 404 ? <NotFound /> : <ServerError />}
    </AdminDocument>
  );
}
