import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { readForm } from "~/http/form.server";
import { data, redirect } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import { z } from "zod";
import { verifyPassword } from "~/lib/auth/password.server";
import { adminConfig, readAdmin, signIn } from "~/http/session.server";
import { beginAttempt } from "~/lib/auth/throttle.server";
import { matchingStep, totpSecret } from "~/lib/auth/totp";
import { trustedDevice } from "~/http/device.server";
import { clientAddress } from "~/lib/platform/client-address";
import { log } from "~/lib/platform/log";
import { googleConfigured } from "~/lib/auth/google-auth.server";
import { Notice } from "~/components/admin/Toast";

/** RFC 5321's longest address. */
export const EMAIL_MAX = 254;

const loginSchema = z.object({
  email: z.string().trim().min(1, "missing").max(EMAIL_MAX, "tooLong"),
  password: z.string().min(1, "missing").max(500, "tooLong"),
  // The authenticator app's code, shown in groups ("123 456") by some apps.
  codigo: z
    .string()
    .optional()
    .transform((v) => v?.replace(/\s/g, "") || undefined)
    .refine((v) => v === undefined || /^\d{6}$/.test(v), "badCode"),
  voltar: z.string().optional(),
});

const MESSAGES = {
  missing: { title: "Campos obrigatórios", description: "Informe o e-mail e a senha." },
  tooLong: {
    title: "Dados inválidos",
    description: `O e-mail pode ter no máximo ${EMAIL_MAX} caracteres e a senha no máximo 500.`,
  },
  wrong: { title: "Erro de autenticação", description: "Email ou senha incorretos" },
  throttled: {
    title: "Muitas tentativas",
    description: "Muitas tentativas de login sem sucesso. Aguarde 15 minutos e tente novamente.",
  },
  accountThrottled: {
    title: "Muitas tentativas",
    description:
      "Muitas tentativas de login sem sucesso nesta conta. Entre por um aparelho em que você já entrou antes ou aguarde 1 hora e tente novamente.",
  },
  accountThrottledCode: {
    title: "Muitas tentativas",
    description:
      "Muitas tentativas de login sem sucesso nesta conta. Digite a senha e o código de 6 dígitos do seu aplicativo autenticador, entre por um aparelho em que você já entrou antes ou aguarde 1 hora.",
  },
  codeRefused: {
    title: "Código não aceito",
    description:
      "O código do aplicativo autenticador está errado, já foi usado ou expirou. Digite o código que o aplicativo mostra agora.",
  },
} as const;

/** The message under the code field when it is not 6 digits. */
const BAD_CODE = "O código tem 6 dígitos.";

/** Only same-site admin paths are valid targets after sign-in (no open redirect). */
function safeTarget(value: string | undefined | null): string {
  return value && /^\/admin\/[a-z0-9/_-]*$/i.test(value) && !value.startsWith("//") ? value : "/admin/painel";
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const config = adminConfig(context);
  if (!config.configured) return data({ configured: false as const, google: false }, { status: 503 });
  if (await readAdmin(request, context)) {
    throw redirect(safeTarget(new URL(request.url).searchParams.get("voltar")));
  }
  return { configured: true as const, google: googleConfigured(config.env) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const config = adminConfig(context);
  if (!config.configured) return data({ error: { title: "Painel não configurado", description: "" } }, { status: 503 });
  const parsed = loginSchema.safeParse(Object.fromEntries(await readForm(request)));
  const secret = totpSecret(config.env.ADMIN_TOTP_SECRET);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => i.message);
    if (issues.every((m) => m === "badCode")) {
      return data({ error: null, askCode: secret !== null, codeError: BAD_CODE }, { status: 400 });
    }
    const tooLong = issues.includes("tooLong");
    return data({ error: tooLong ? MESSAGES.tooLong : MESSAGES.missing }, { status: 400 });
  }
  const { email, password, codigo } = parsed.data;
  const address = clientAddress(request);
  const device = await trustedDevice(request, context, email);
  // A code is only a second factor when the seller set one up; checking it costs no D1.
  const codeStep = secret && codigo ? await matchingStep(secret, codigo) : null;
  const attempt = await beginAttempt(context.services.db, { address, device, codeStep }, email);
  if (!attempt.allowed) {
    if (attempt.reason === "account" && codigo && secret) {
      return data({ error: MESSAGES.codeRefused, askCode: true }, { status: 429 });
    }
    if (attempt.reason === "account" || attempt.reason === "code") {
      const error =
        attempt.reason === "code"
          ? MESSAGES.codeRefused
          : secret
            ? MESSAGES.accountThrottledCode
            : MESSAGES.accountThrottled;
      return data({ error, askCode: secret !== null }, { status: 429 });
    }
    return data({ error: MESSAGES.throttled }, { status: 429 });
  }
  const emailMatches = email.toLowerCase() === config.email.toLowerCase();
  // The hash is always computed, so a wrong e-mail costs the same time as a wrong password.
  const passwordMatches = await verifyPassword(password, config.passwordHash);
  if (!emailMatches || !passwordMatches) {
    log.warn("Admin sign-in failed", { email, address, knownDevice: device !== null });
    return data({ error: MESSAGES.wrong }, { status: 401 });
  }
  await attempt.succeeded();
  throw await signIn(context, config.email, safeTarget(parsed.data.voltar), request);
}

export default function Login() {
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const denied = params.get("erro") === "acesso-negado";
  if (!loaderData.configured) {
    return (
      <section className="mx-auto max-w-md rounded-xl bg-white p-6 shadow">
        <h1 className="text-2xl font-bold text-brand-900">Painel não configurado</h1>
        <p className="mt-2 text-slate-700">
          O acesso administrativo ainda não foi configurado neste servidor. Defina os segredos ADMIN_EMAIL,
          ADMIN_PASSWORD_HASH e SESSION_SECRET (veja o README).
        </p>
      </section>
    );
  }
  const askCode = actionData && "askCode" in actionData && actionData.askCode;
  const codeError = actionData && "codeError" in actionData ? actionData.codeError : null;
  const error =
    actionData?.error ??
    (denied
      ? { title: "Acesso negado", description: "Você não tem permissão para acessar o painel administrativo" }
      : null);
  return (
    <section className="mx-auto max-w-md rounded-xl bg-white p-6 shadow">
      <h1 className="text-2xl font-bold text-brand-900">Entrar no painel</h1>
      {error && <Notice kind="error" title={error.title} description={error.description} className="mt-4" />}
      <Form method="post" className="mt-4 space-y-4">
        <input type="hidden" name="voltar" value={params.get("voltar") ?? ""} />
        <label className="block">
          <span className="text-sm font-medium text-slate-800">E-mail</span>
          <input
            name="email"
            type="email"
            autoComplete="username"
            required
            className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2"
          />
        </label>
        <label className="block">
          <span className="text-sm font-medium text-slate-800">Senha</span>
          <input
            name="password"
            type="password"
            autoComplete="current-password"
            required
            className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2"
          />
        </label>
        {askCode && (
          <label className="block">
            <span className="text-sm font-medium text-slate-800">Código do aplicativo autenticador</span>
            <input
              name="codigo"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={7}
              aria-invalid={codeError ? true : undefined}
              aria-describedby={codeError ? "codigo-erro" : undefined}
              className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2"
            />
            {codeError && (
              <span id="codigo-erro" className="mt-1 block text-sm text-red-700">
                {codeError}
              </span>
            )}
          </label>
        )}
        <button
          type="submit"
          disabled={navigation.state !== "idle"}
          className="w-full rounded-lg bg-brand-800 px-4 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          {navigation.state === "submitting" ? "Entrando..." : "Entrar"}
        </button>
      </Form>
      {loaderData.google && (
        <a
          href="/admin/auth/google"
          className="mt-3 block w-full rounded-lg border border-slate-300 px-4 py-2.5 text-center font-semibold text-slate-800 hover:bg-slate-50"
        >
          Entrar com Google
        </a>
      )}
    </section>
  );
}
