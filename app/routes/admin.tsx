import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { Outlet, useLoaderData } from "@remix-run/react";
import { AdminShell } from "~/components/admin/AdminShell";
import { Toast } from "~/components/admin/Toast";
import { readAdmin, takeToast } from "~/lib/session.server";

/** The admin area has its own layout, no public shell, is hydrated, and is never indexed or cached. */
export const handle = { shell: false, hydrate: true };

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

export default function AdminLayout() {
  const { email, toast } = useLoaderData<typeof loader>();
  return (
    <AdminShell email={email}>
      <Toast toast={toast} />
      <Outlet />
    </AdminShell>
  );
}
