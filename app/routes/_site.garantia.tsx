import { legalPages } from "@content/legal";
import { LegalPageView } from "~/components/LegalPageView";
import { legalMeta } from "~/http/legal-route";

export const meta = legalMeta("garantia");

export default function LegalRoute() {
  return <LegalPageView page={legalPages.garantia} />;
}
