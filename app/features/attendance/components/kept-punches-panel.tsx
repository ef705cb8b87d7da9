import { CloudOff } from "lucide-react";
import { useEffect, useState } from "react";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button";
import { formatInZone } from "../../../lib/time";
import { forgetPunch, KEPT_PUNCHES_EVENT, type KeptPunch, keptPunches, sendKeptPunches } from "../kept-punches";

const label = (punch: KeptPunch, zone: string) =>
  `${punch.kind === "in" ? "Arrivée" : "Départ"} du ${formatInZone(punch.phoneAt, "EEEE d MMMM 'à' HH:mm", zone)}`;

/**
 * The punches kept on this phone with no network: sent as soon as a staff page opens or the network returns, each
 * one recorded told in a toast. Those waiting, and those refused with the reason, stay listed until then.
 */
export function KeptPunchesPanel({ employeeId, zone }: { employeeId: string; zone: string }) {
  const [punches, setPunches] = useState<KeptPunch[]>([]);
  useEffect(() => {
    let live = true;
    const refresh = async () => {
      const kept = await keptPunches(employeeId);
      if (live) setPunches(kept);
    };
    const send = async () => {
      if (navigator.onLine) for (const message of await sendKeptPunches(employeeId)) toast.success(message);
      await refresh();
    };
    void send();
    window.addEventListener("online", send);
    window.addEventListener(KEPT_PUNCHES_EVENT, refresh);
    return () => {
      live = false;
      window.removeEventListener("online", send);
      window.removeEventListener(KEPT_PUNCHES_EVENT, refresh);
    };
  }, [employeeId]);

  if (punches.length === 0) return null;
  return (
    <section
      aria-labelledby="kept-punches-title"
      className="mx-4 mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4"
    >
      <h2 id="kept-punches-title" className="flex items-center gap-2 font-semibold text-slate-900">
        <CloudOff aria-hidden="true" className="size-5 shrink-0" />
        Pointages gardés sur ce téléphone
      </h2>
      <ul className="mt-2 space-y-2">
        {punches.map((punch) => (
          <li key={punch.id} className="text-slate-800">
            <span className="font-medium">{label(punch, zone)}</span>
            {punch.refusal ? (
              <span className="mt-1 flex flex-wrap items-center gap-2">
                <span className="text-red-800">Refusé : {punch.refusal}</span>
                <Button
                  variant="outline"
                  size="sm"
                  className="max-sm:h-11"
                  aria-label={`Retirer : ${label(punch, zone)}`}
                  onClick={() => void forgetPunch(punch.id)}
                >
                  Retirer
                </Button>
              </span>
            ) : (
              <span> : en attente du réseau.</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
