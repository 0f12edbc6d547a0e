import { useEffect, useState } from "react";
import type { Toast as ToastData } from "~/http/session.server";

const COLORS = {
  success: "border-green-600 bg-green-50 text-green-900",
  error: "border-red-600 bg-red-50 text-red-900",
} as const;

/** A message box of the admin area: success is a status, error an alert. */
export function Notice({
  kind,
  title,
  description,
  link,
  className = "",
  children,
}: {
  kind: ToastData["kind"];
  title: React.ReactNode;
  description?: React.ReactNode;
  link?: ToastData["link"];
  className?: string;
  children?: React.ReactNode;
}) {
  return (
    <div
      role={kind === "error" ? "alert" : "status"}
      data-toast={kind}
      className={`rounded-lg border-l-4 p-3 ${COLORS[kind]} ${className}`}
    >
      <p className="font-semibold">{title}</p>
      {description && <p className="mt-1 text-sm">{description}</p>}
      {link && (
        // A document link: public pages are not part of the hydrated admin.
        <p className="mt-1 text-sm">
          <a href={link.href} className="font-semibold underline" data-toast-link>
            {link.label}
          </a>
        </p>
      )}
      {children}
    </div>
  );
}

/** The flashed message of the last action; readable without JavaScript, fades after 6 s with it. */
export function Toast({ toast }: { toast: ToastData | null }) {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    setVisible(true);
    if (!toast) return;
    const t = setTimeout(() => setVisible(false), 6000);
    return () => clearTimeout(t);
  }, [toast]);
  if (!toast || !visible) return null;
  return <Notice {...toast} className="mb-4" />;
}
