import { Badge } from "../../../components/ui/badge";
import { LEAD_STATUS_LABELS, type LeadStatus } from "../../../domain/enums";

const tones = { new: "brand", in_progress: "warning", done: "success", archived: "neutral" } as const;

export function StatusBadge({ status }: { status: LeadStatus }) {
  return <Badge tone={tones[status]}>{LEAD_STATUS_LABELS[status]}</Badge>;
}
