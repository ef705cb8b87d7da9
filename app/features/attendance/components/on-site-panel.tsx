import { MapPinCheck } from "lucide-react";
import { Panel } from "../../../components/ui/panel";

export interface OnSiteRow {
  employeeId: string;
  name: string;
  site: string;
  /** HH:mm of the arrival. */
  since: string;
}

/** The staff home's « Sur site » : who punched in and has not left yet, where, since when. */
export function OnSitePanel({ people }: { people: OnSiteRow[] }) {
  return (
    <Panel id="sur-site" title="Sur site" icon={MapPinCheck}>
      {people.length === 0 ? (
        <p className="text-slate-600">Personne n'est sur site en ce moment.</p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {people.map((person) => (
            <li key={person.employeeId} className="py-2">
              <p className="font-semibold text-slate-900">{person.name}</p>
              <p className="break-words text-slate-700">
                {person.site}, depuis {person.since}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
