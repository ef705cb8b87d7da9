import { useState } from "react";
import type { PunchKind } from "../../../domain/punches";
import type { Result } from "../../../lib/result";
import { formatInZone } from "../../../lib/time";
import { ATTENDANCE_MESSAGES } from "../attendance.schema";
import { keepPunch } from "../kept-punches";

export interface PunchTarget {
  code: string;
  via: "qr" | "code";
  employeeId: string;
  zone: string;
}

/** « J'arrive » or « Je pars » with no network: the punch is kept on the phone, at the phone's time, and said so. */
export function useKeepPunch(target: PunchTarget | null) {
  const [kept, setKept] = useState<Result>();
  const keep = async (kind: PunchKind) => {
    if (!target) return;
    const { code, via, employeeId, zone } = target;
    const punch = await keepPunch({ code, via, employeeId, kind, phoneAt: new Date().toISOString() });
    const time = formatInZone(punch.phoneAt, "HH:mm", zone);
    setKept({ ok: true, message: ATTENDANCE_MESSAGES.keptOnPhone(kind, time) });
  };
  return { kept, keep };
}
