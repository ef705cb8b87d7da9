import { useEffect } from "react";

/**
 * With no network, a link of the site loads its whole page, which the service worker answers (the pages it keeps, or
 * its « Pas de réseau » page): a navigation inside the app would need the network for its data.
 */
function loadWholePageOffline(event: MouseEvent) {
  if (navigator.onLine || event.defaultPrevented || event.button !== 0) return;
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin || link.target) return;
  event.preventDefault();
  event.stopPropagation();
  window.location.assign(link.href);
}

/**
 * The pages the service worker keeps for a role: the pointage page for no network, and an employee's own week (a
 * manager's request for it would only be redirected, on every page load).
 */
export function keptPagesFor(role: string): string[] {
  return role === "employee" ? ["/my-schedule", "/pointage/hors-ligne"] : ["/pointage/hors-ligne"];
}

/**
 * Registers the staff app's service worker (public/sw.js, docs/decisions/057-offline-staff-app.md) and has it keep,
 * for this account, the pages read with no network; `role` is null while nobody may keep any.
 */
export function useStaffServiceWorker(role: string | null) {
  useEffect(() => {
    if (!role || !("serviceWorker" in navigator)) return;
    navigator.serviceWorker
      .register("/sw.js")
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => registration.active?.postMessage({ type: "keep-pages", pages: keptPagesFor(role) }))
      // Without it the staff pages work as before, online only: nothing to tell the employee.
      .catch(() => undefined);
    window.addEventListener("click", loadWholePageOffline, { capture: true });
    return () => window.removeEventListener("click", loadWholePageOffline, { capture: true });
  }, [role]);
}
