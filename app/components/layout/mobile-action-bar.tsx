import { FileText, Phone } from "lucide-react";
import { Link } from "react-router";
import { company } from "../../lib/company";

/**
 * Where the bar stays away: the quote form is its own call to action, and neither the sign-in pages nor a client's
 * portal are sales pages.
 */
export function showsMobileActionBar(pathname: string): boolean {
  const signedInArea = /^\/(auth|portal)(\/|$)/.test(pathname);
  return pathname !== "/quote" && !signedInArea;
}

const action =
  "inline-flex min-h-12 flex-1 items-center justify-center gap-2 rounded-md px-3 text-base font-semibold transition-colors";

/**
 * Call and quote always in reach of a visitor's thumb, on phones only (hidden from md up). The page leaves room for it
 * below the footer (MobileActionBarSpace), so that it never hides the last lines.
 */
export function MobileActionBar() {
  const phone = company.phones[0];
  return (
    <nav
      aria-label="Actions rapides"
      className="fixed inset-x-0 bottom-0 z-40 flex gap-2 border-t border-slate-200 bg-white p-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] shadow-[0_-2px_8px_rgb(15_38_80/0.12)] md:hidden"
    >
      <a href={`tel:${phone.tel}`} className={`${action} bg-brand-700 text-white hover:bg-brand-800`}>
        <Phone aria-hidden="true" className="size-5" />
        Appeler<span className="sr-only"> le {phone.display}</span>
      </a>
      <Link to="/quote" className={`${action} bg-accent-400 text-slate-900 hover:bg-accent-500`}>
        <FileText aria-hidden="true" className="size-5" />
        Devis<span className="sr-only"> gratuit</span>
      </Link>
    </nav>
  );
}

/** Room under the footer for the bar, the footer's colour, on phones only. */
export function MobileActionBarSpace() {
  return <div aria-hidden="true" className="h-[calc(4.5rem+env(safe-area-inset-bottom))] bg-brand-900 md:hidden" />;
}
