import { useEffect, useRef } from "react";

export function Spinner() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4 animate-spin" fill="none">
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="4" className="opacity-25" />
      <path d="M4 12a8 8 0 0 1 8-8" stroke="currentColor" strokeWidth="4" className="opacity-75" />
    </svg>
  );
}

export function ProgressBar({ percent, label }: { percent: number; label: string }) {
  return (
    <div>
      <div className="flex justify-between text-sm text-slate-700">
        <span>{label}</span>
        <span data-progress-percent>{Math.round(percent)}%</span>
      </div>
      <div
        className="mt-1 h-3 overflow-hidden rounded bg-slate-200"
        role="progressbar"
        aria-valuenow={Math.round(percent)}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-label={label}
      >
        <BarFill percent={percent} />
      </div>
    </div>
  );
}

/**
 * The filled part of a progress bar. Its width is set through the DOM (CSSOM), not a `style`
 * attribute: the CSP's style-src has no 'unsafe-inline', which inline style attributes would need.
 */
export function BarFill({ percent }: { percent: number }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.style.width = `${Math.min(100, Math.max(0, percent))}%`;
  }, [percent]);
  return <div ref={ref} className="h-full w-0 bg-brand-600 transition-all" />;
}
