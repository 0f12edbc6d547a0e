// The device cookie (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): after a
// successful sign-in the browser keeps a signed cookie naming the account and a random device id.
// A sign-in attempt that brings it for the same account is throttled per device, never by the
// address or account limits a stranger can exhaust (app/lib/auth/throttle.server.ts). It grants
// nothing else: the password is still checked. Rotating SESSION_SECRET voids every device cookie.
import { type AppLoadContext, createCookie } from "@remix-run/cloudflare";
import { z } from "zod";

export const DEVICE_COOKIE = "__ppa_device";
/** 400 days, the longest a browser keeps a cookie. */
export const DEVICE_MAX_AGE_S = 400 * 24 * 60 * 60;

const deviceSchema = z.object({ e: z.string(), d: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/) });

function deviceCookie(context: AppLoadContext) {
  const env = context.services.config;
  return createCookie(DEVICE_COOKIE, {
    httpOnly: true,
    sameSite: "lax",
    secure: env.ENVIRONMENT === "production",
    path: "/admin",
    maxAge: DEVICE_MAX_AGE_S,
    // Without a secret nothing verifies: no device is ever trusted.
    secrets: env.SESSION_SECRET ? [env.SESSION_SECRET] : [crypto.randomUUID()],
  });
}

async function readDevice(request: Request, context: AppLoadContext): Promise<z.infer<typeof deviceSchema> | null> {
  try {
    return deviceSchema.safeParse(await deviceCookie(context).parse(request.headers.get("Cookie"))).data ?? null;
  } catch {
    return null;
  }
}

/** The id of this browser's device cookie when it names `email`'s account, else null. */
export async function trustedDevice(request: Request, context: AppLoadContext, email: string): Promise<string | null> {
  const device = await readDevice(request, context);
  return device && device.e === email.trim().toLowerCase() ? device.d : null;
}

/** Set-Cookie of the device cookie for `email`, keeping the id this browser already has. */
export async function deviceCookieHeader(request: Request | null, context: AppLoadContext, email: string) {
  const current = request ? await readDevice(request, context) : null;
  const id =
    current?.d ??
    btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(18))))
      .replace(/\+/g, "-")
      .replace(/\//g, "_");
  return deviceCookie(context).serialize({ e: email.trim().toLowerCase(), d: id });
}
