import { z } from "zod";

/**
 * The flashed message of the admin area. The session cookie is signed, but its contents are
 * still parsed: a cookie written by an older version of the app, or with another shape, shows no
 * toast instead of breaking the layout.
 */
export const toastSchema = z.object({
  kind: z.enum(["success", "error"]),
  title: z.string().min(1).max(300),
  description: z.string().max(2000).optional(),
  /** A same-site link shown under the message, e.g. to the page just saved. */
  link: z
    .object({
      href: z
        .string()
        .regex(/^\/(?!\/)/)
        .max(300),
      label: z.string().min(1).max(100),
    })
    .optional(),
});

export type Toast = z.infer<typeof toastSchema>;
