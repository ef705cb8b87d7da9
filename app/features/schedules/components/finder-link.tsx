import { Link } from "react-router";

/** The link from a shift à remplacer to the replacement finder. */
export function FinderLink({ planningId, title }: { planningId: string; title: string }) {
  return (
    <Link
      to={`/admin/replacements/${planningId}`}
      aria-label={`Trouver un remplaçant : ${title}`}
      className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 underline hover:text-brand-900"
    >
      Trouver un remplaçant
    </Link>
  );
}
