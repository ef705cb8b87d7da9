import { LogIn, LogOut, WifiOff } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "../../../components/ui/button";
import { ResultAlert } from "../../../components/ui/result-alert";
import { punchMethodOf } from "../attendance.schema";
import { formatSiteCode } from "../site-code";
import { PunchPrivacyLine } from "./punch-notice";
import { type PunchTarget, useKeepPunch } from "./use-keep-punch";

/** The site's code and how it was reached, read from the address once in the browser (the page is served offline). */
function useSiteInAddress(): Pick<PunchTarget, "code" | "via"> | null {
  const [site, setSite] = useState<Pick<PunchTarget, "code" | "via"> | null>(null);
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const code = params.get("code");
    if (code) setSite({ code, via: punchMethodOf(params) });
  }, []);
  return site;
}

/**
 * What a site's QR code opens with no network (docs/decisions/057-offline-staff-app.md): the site and the shift are
 * unknown until the network returns, so both buttons are offered; the punch is kept on the phone at the phone's time.
 */
export function OfflinePunchPage({ employeeId, zone }: { employeeId: string; zone: string }) {
  const site = useSiteInAddress();
  const { kept, keep } = useKeepPunch(site ? { ...site, employeeId, zone } : null);
  return (
    <section className="mx-auto max-w-md space-y-5 px-4 py-6 sm:py-10">
      <div>
        <p className="text-sm font-semibold text-brand-800">Pointage</p>
        <h1 className="mt-1 flex items-center gap-2 text-2xl font-bold text-slate-900">
          <WifiOff aria-hidden="true" className="size-6 shrink-0" />
          Pointage sans réseau
        </h1>
        <p className="mt-2 text-slate-800">
          Pas de réseau ici : votre pointage est gardé sur ce téléphone, à l'heure du téléphone, et envoyé dès le retour
          du réseau.
        </p>
      </div>
      <div className="rounded-lg border border-slate-200 bg-white p-4 text-slate-900">
        {site ? (
          <p>
            <span className="font-semibold">Code du site : </span>
            <span className="font-mono break-all">{formatSiteCode(site.code)}</span>
          </p>
        ) : (
          <p>Scannez le code affiché sur le site pour pointer.</p>
        )}
      </div>
      <ResultAlert result={kept} className="" />
      <div className="grid gap-3">
        <Button size="lg" className="h-20 w-full text-2xl" disabled={!site} onClick={() => void keep("in")}>
          <LogIn aria-hidden="true" className="size-7" />
          J'arrive
        </Button>
        <Button
          size="lg"
          variant="outline"
          className="h-20 w-full text-2xl"
          disabled={!site}
          onClick={() => void keep("out")}
        >
          <LogOut aria-hidden="true" className="size-7" />
          Je pars
        </Button>
      </div>
      <PunchPrivacyLine />
    </section>
  );
}
