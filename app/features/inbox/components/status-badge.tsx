import type { LeadStatus } from "../../../../db/schema/leads";
import { Badge } from "../../../components/ui/badge";
import { LEAD_STATUS_LABELS } from "../../../lib/lead-labels";

const tones = { new: "brand", in_progress: "warning", done: "success", archived: "neutral" } as const;

export function StatusBadge({ status }: { status: LeadStatus }) {
  return <Badge tone={tones[status]}>{LEAD_STATUS_LABELS[status]}</Badge>;
}
