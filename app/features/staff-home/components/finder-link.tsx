import { Link } from "react-router";

export const LINK = "font-semibold text-brand-800 underline hover:text-brand-900";

/** The way from a shift to its replacement finder; its name says which shift. */
export function FinderLink({ shiftId, label, of }: { shiftId: string; label: string; of: string }) {
  return (
    <Link
      to={`/admin/replacements/${shiftId}`}
      className={`${LINK} inline-flex min-h-11 items-center`}
      aria-label={`${label} : ${of}`}
    >
      {label}
    </Link>
  );
}
