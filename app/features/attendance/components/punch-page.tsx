import { LogIn, LogOut, MapPin } from "lucide-react";
import { Form } from "react-router";
import { Button } from "../../../components/ui/button";
import { ResultAlert } from "../../../components/ui/result-alert";
import type { Result } from "../../../lib/result";
import { ATTENDANCE_MESSAGES } from "../attendance.schema";
import type { CodeSite } from "../site-codes.server";
import { PunchPrivacyLine } from "./punch-notice";
import { type PunchTarget, useKeepPunch } from "./use-keep-punch";

export interface PunchPageProps {
  site: CodeSite;
  /** The shift the next punch belongs to: its title and hours; null: *hors planning*. */
  shift: { title: string; hours: string } | null;
  /** When the open arrival here was made (HH:mm): the next punch is a departure. */
  arrivedAt: string | null;
  result: Result | undefined;
  /** Where a punch made with no network is kept for. */
  target: PunchTarget;
}

/**
 * The page a site's QR code opens: the site, the employee's shift there now, and one large button, « J'arrive » or
 * « Je pars ». A plain form: it works before JavaScript has loaded, and the answer is written on the page. With no
 * network (a basement), the punch is kept on the phone and sent when the network returns.
 */
export function PunchPage({ site, shift, arrivedAt, result, target }: PunchPageProps) {
  const leaving = arrivedAt !== null;
  const kind = leaving ? "out" : "in";
  const { kept, keep } = useKeepPunch(target);
  return (
    <section className="mx-auto max-w-md space-y-5 px-4 py-6 sm:py-10">
      <div>
        <p className="text-sm font-semibold text-brand-800">Pointage</p>
        <h1 className="mt-1 text-2xl font-bold break-words text-slate-900">{site.name}</h1>
        <p className="mt-1 flex items-start gap-1 text-slate-700">
          <MapPin aria-hidden="true" className="mt-1 size-4 shrink-0" />
          <span className="break-words">
            {site.address}, {site.postalCode} {site.city}
          </span>
        </p>
      </div>
      <div className="rounded-lg border border-slate-200 bg-white p-4">
        {shift ? (
          <p className="text-slate-900">
            <span className="font-semibold">Votre vacation : </span>
            <span className="break-words">
              {shift.title}, {shift.hours}
            </span>
          </p>
        ) : (
          <p className="text-slate-800">{ATTENDANCE_MESSAGES.outsidePlan}</p>
        )}
        {arrivedAt ? <p className="mt-2 font-semibold text-green-800">Sur place depuis {arrivedAt}</p> : null}
      </div>
      <ResultAlert result={kept ?? result} className="" />
      <Form
        method="post"
        replace
        onSubmit={(event) => {
          if (navigator.onLine) return;
          event.preventDefault();
          void keep(kind);
        }}
      >
        <input type="hidden" name="kind" value={kind} />
        <Button type="submit" size="lg" className="h-20 w-full text-2xl">
          {leaving ? <LogOut aria-hidden="true" className="size-7" /> : <LogIn aria-hidden="true" className="size-7" />}
          {leaving ? "Je pars" : "J'arrive"}
        </Button>
      </Form>
      <PunchPrivacyLine />
    </section>
  );
}
