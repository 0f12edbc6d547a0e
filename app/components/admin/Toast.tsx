import { useEffect, useState } from "react";
import type { Toast as ToastData } from "~/lib/session.server";

/** One flashed message; stays readable without JavaScript, fades after 6 s with it. */
export function Toast({ toast }: { toast: ToastData | null }) {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    setVisible(true);
    if (!toast) return;
    const t = setTimeout(() => setVisible(false), 6000);
    return () => clearTimeout(t);
  }, [toast]);
  if (!toast || !visible) return null;
  const colors = toast.kind === "success" ? "border-green-600 bg-green-50 text-green-900" : "border-red-600 bg-red-50 text-red-900";
  return (
    <div role={toast.kind === "error" ? "alert" : "status"} data-toast={toast.kind} className={`mb-4 rounded-lg border-l-4 p-4 ${colors}`}>
      <p className="font-semibold">{toast.title}</p>
      {toast.description && <p className="mt-1 text-sm">{toast.description}</p>}
    </div>
  );
}
