import { CalendarPlus, Copy } from "lucide-react";
import { useEffect, useState } from "react";
import { buttonClass } from "../../../components/ui/button";
import { Input } from "../../../components/ui/field";
import { copyToClipboard } from "../../../lib/copy-to-clipboard";
import { webcalUrl } from "../my-week";

/**
 * The calendar feed as a one-tap subscription (webcal://), its address to copy (visible and selectable without
 * JavaScript; the copy button appears once scripts run), and the steps for each calendar app.
 */
export function CalendarSubscription({ feedUrl }: { feedUrl: string }) {
  const [canCopy, setCanCopy] = useState(false);
  useEffect(() => setCanCopy(typeof navigator !== "undefined" && !!navigator.clipboard), []);
  const copy = () =>
    copyToClipboard(feedUrl, {
      copied: { title: "Adresse copiée", description: "Collez-la dans votre application d'agenda." },
      failed: { title: "Copie impossible", description: "Sélectionnez l'adresse et copiez-la vous-même." },
    });
  return (
    <div className="space-y-4">
      <a href={webcalUrl(feedUrl)} className={`${buttonClass("primary", "lg")} min-h-11 gap-2`}>
        <CalendarPlus aria-hidden="true" className="size-5" />
        Ajouter à mon agenda
      </a>
      <div className="space-y-1">
        <label htmlFor="calendar-feed" className="block text-sm font-medium text-slate-800">
          Adresse de mon agenda (iCalendar)
        </label>
        <div className="flex flex-wrap gap-2">
          <Input id="calendar-feed" readOnly value={feedUrl} className="min-w-0 flex-1 basis-64 font-mono text-sm" />
          {canCopy ? (
            <button type="button" onClick={copy} className={`${buttonClass("outline")} min-h-11 gap-2`}>
              <Copy aria-hidden="true" className="size-4" />
              Copier l'adresse
            </button>
          ) : null}
        </div>
      </div>
      <div className="text-sm text-slate-700">
        <h3 className="font-semibold text-slate-900">Comment faire</h3>
        <ul className="mt-2 list-disc space-y-2 pl-5">
          <li>
            <strong>iPhone</strong> : touchez « Ajouter à mon agenda », puis « S'abonner ».
          </li>
          <li>
            <strong>Android</strong> : sur ordinateur, ouvrez Google Agenda sur le web (calendar.google.com), puis
            Autres agendas → À partir de l'URL ; collez l'adresse ci-dessus. L'agenda apparaît ensuite sur votre
            téléphone.
          </li>
          <li>
            <strong>Outlook</strong> : Ajouter un calendrier → S'abonner à partir du web ; collez l'adresse ci-dessus.
          </li>
        </ul>
      </div>
    </div>
  );
}
