import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AdminSection } from "~/components/admin/AdminSection";
import { JobDoneForm } from "~/components/admin/JobDoneForm";
import { Notice } from "~/components/admin/Toast";
import { type JobFormRefusal, jobFormAction } from "~/http/job-form.server";
import { requireAdmin } from "~/http/session.server";
import { todayInSaoPaulo } from "~/lib/jobs-done/job-done";

// A new job done, posted from the phone at the gate (the form: components/admin/JobDoneForm.tsx).

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  return data({ today: todayInSaoPaulo() }, { headers: { "Cache-Control": "no-store" } });
}

export const action = ({ request, context }: ActionFunctionArgs) => jobFormAction(request, context);

export default function NewJob() {
  const { today } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>() as JobFormRefusal | undefined;
  return (
    <AdminSection title="Nova obra" className="mx-auto max-w-2xl">
      {refused && <Notice kind="error" title={refused.error} className="mt-3" />}
      <div className="mt-4">
        <JobDoneForm
          key={refused ? JSON.stringify(refused.values) : "new"}
          defaults={
            refused?.values ?? {
              lugar: "",
              produto: "",
              data: today,
              descricao: "",
              cliente: "",
              depoimento: "",
              autorizado: false,
              midia: [],
            }
          }
          photos={refused?.photos ?? []}
          errors={refused?.errors ?? {}}
          today={today}
          published={false}
        />
      </div>
    </AdminSection>
  );
}
