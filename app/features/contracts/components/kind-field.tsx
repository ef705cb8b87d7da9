import type { FieldMetadata } from "@conform-to/react";
import { EnumField } from "../../../components/ui/choice-fields";

/** The required kind of an employee-file row (a contract's type, an absence's reason), tall enough to touch on a phone. */
export function KindField<Kind extends string>({
  label,
  meta,
  labels,
}: {
  label: string;
  meta: FieldMetadata<unknown, Record<string, unknown>, string[]>;
  labels: Record<Kind, string>;
}) {
  return <EnumField label={label} meta={meta} required placeholder="Choisir" labels={labels} />;
}
