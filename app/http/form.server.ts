// Form bodies of admin actions: only the encodings HTML forms send. Anything else is the
// client's mistake, answered 415 or 400 with a Portuguese message, never a 500.
const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

function refuse(status: 400 | 415, message: string): Response {
  return new Response(message, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/** The request's form fields; throws a 415 or 400 Response for a body no form could have sent. */
export async function readForm(request: Request): Promise<FormData> {
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (!FORM_TYPES.includes(type)) {
    throw refuse(415, "Formato de envio não suportado: envie o formulário da página.");
  }
  try {
    return await request.formData();
  } catch {
    throw refuse(400, "Não foi possível ler o formulário enviado. Tente novamente.");
  }
}
