import { MY_SCHEDULE_REGIONS } from "../../../domain/my-schedule-regions";
import { slotText } from "../../../lib/unavailable-slots";
import type { Unavailability } from "../unavailabilities.server";
import { MyRequests } from "./my-requests";
import { UnavailabilityForm } from "./unavailability-form";

/** /my-schedule's « Mes indisponibilités »: declare a time one cannot work, see the answers, cancel one still waiting. */
export function MyUnavailabilities({ slots, zone }: { slots: Unavailability[]; zone: string }) {
  return (
    <MyRequests {...MY_SCHEDULE_REGIONS.unavailable} requests={slots} what={slotText} cancelIntent="unavailable-cancel">
      {(close) => <UnavailabilityForm zone={zone} onDone={close} />}
    </MyRequests>
  );
}
