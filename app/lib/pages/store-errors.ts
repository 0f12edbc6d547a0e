// The errors of the page store (store.server.ts): what a write refused, named so a route can say it
// in Portuguese with the right status.
import type { RemovedSentence } from "~/lib/claims/claims-html";
import type { Similar } from "~/lib/gate/duplicates.server";
import type { HtmlProblem } from "~/lib/html-stage/sanitize.server";

export class SlugTakenError extends Error {
  constructor(readonly slug: string) {
    super(`Slug already exists: ${slug}`);
    this.name = "SlugTakenError";
  }
}

/** A page restored from the trash to an address another page now uses: both are named. */
export class RestoreConflictError extends Error {
  constructor(
    readonly restoring: { title: string; slug: string },
    readonly occupant: { title: string; slug: string },
  ) {
    super(`Cannot restore ${restoring.slug}: the address is used by another page`);
    this.name = "RestoreConflictError";
  }
}

/**
 * Fields that are empty once cleaned (only markup, or blank), named for the form's message; for
 * generated text, also the sentences the claims check took out, when they were all there was.
 */
export class EmptyFieldsError extends Error {
  constructor(
    readonly fields: ("title" | "slug" | "description" | "content")[],
    readonly removed: RemovedSentence[] = [],
  ) {
    super(`Empty after sanitizing: ${fields.join(", ")}`);
    this.name = "EmptyFieldsError";
  }
}

/**
 * A field over what a page may hold, found before any work is done on it: too long (`size`, also
 * content that grows past the limit once its characters are escaped), or content nested too deep
 * or with too many tags for the sanitizer (`depth`, `tags`; sanitize.server.ts).
 */
export class PageTooLargeError extends Error {
  constructor(
    readonly field: "title" | "slug" | "description" | "content",
    readonly reason: HtmlProblem,
    readonly limit: number,
  ) {
    super(`Page ${field} over its ${reason} limit (${limit})`);
    this.name = "PageTooLargeError";
  }
}

/** A page going public whose text is too close to a published page (the admin must confirm). */
export class DuplicateError extends Error {
  constructor(readonly similar: Similar) {
    super(`Too similar to ${similar.path}`);
    this.name = "DuplicateError";
  }
}

/** A publish refused: the page still has flagged sentences the seller has not decided. */
export class UndecidedFlagsError extends Error {
  constructor(readonly count: number) {
    super(`Page has ${count} undecided flagged sentence(s)`);
    this.name = "UndecidedFlagsError";
  }
}

/** The seller's message for a refused publish: how many sentences remain. */
export function undecidedMessage(count: number): string {
  return count === 1
    ? "Não publicada: falta decidir 1 frase marcada (manter, reescrever ou remover)."
    : `Não publicada: faltam decidir ${count} frases marcadas (manter, reescrever ou remover).`;
}
