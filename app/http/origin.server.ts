/**
 * Every admin POST must come from this site: a foreign or missing Origin is refused (CSRF defence
 * on top of the SameSite=Lax cookie).
 */
export function assertSameOrigin(request: Request): void {
  const origin = request.headers.get("Origin");
  const expected = new URL(request.url).origin;
  if (!origin || origin !== expected) {
    throw new Response("Origem da requisição não permitida.", {
      status: 403,
      headers: { "Cache-Control": "no-store" },
    });
  }
}
