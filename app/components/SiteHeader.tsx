import { business } from "@content/business";
import { ContactButton, PhoneLink } from "./ContactButton";

export function SiteHeader({ children }: { children?: React.ReactNode }) {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 shadow-sm backdrop-blur">
      <div className="container-page flex items-center gap-3 py-2">
        <a href="/" className="flex min-w-0 flex-1 items-center gap-3">
          <img src="/images/logo.svg" alt="" width="44" height="44" className="h-11 w-11 shrink-0" />
          <span className="min-w-0">
            <span className="line-clamp-2 block text-base leading-tight font-bold break-words text-brand-900 sm:text-lg">
              <span className="sm:hidden">{business.name}</span>
              <span className="hidden sm:inline">{business.siteTitle}</span>
            </span>
            {/* On a phone the name takes the room; the tagline would only show cut. */}
            <span className="hidden truncate text-xs text-slate-600 sm:block sm:text-sm">{business.tagline}</span>
          </span>
        </a>
        <PhoneLink className="hidden items-center gap-1 font-semibold whitespace-nowrap text-brand-800 lg:inline-flex">
          <span aria-hidden="true">☎</span> {business.phoneDisplay}
        </PhoneLink>
        {/* Smaller screens: a call button beside the menu (the number itself is on large screens). */}
        <PhoneLink className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg bg-brand-800 text-white lg:hidden">
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor">
            <path d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1l-2.2 2.2Z" />
          </svg>
          <span className="sr-only">Ligar para {business.phoneDisplay}</span>
        </PhoneLink>
        {/* Phones have the floating button; the header keeps room for the name. */}
        <span className="hidden sm:inline-flex">
          <ContactButton compact text="WhatsApp" />
        </span>
        {children}
      </div>
    </header>
  );
}
