/**
 * The parts of an employee's « Mon planning » that a link opens (the page's shortcuts, a mail, the answer to a form):
 * each one's anchor, its title where the part is a card, and the button and empty sentence of a list of requests. The
 * page and the links take them from this table, so that a link cannot name an anchor the page does not have.
 */
export const MY_SCHEDULE_REGIONS = {
  absences: { id: "mes-absences", title: "Mes absences" },
  swaps: { id: "mes-echanges", title: "Mes échanges" },
  leave: {
    id: "mes-demandes",
    title: "Mes demandes de congé",
    ask: "Demander un congé",
    empty: "Aucune demande en cours.",
  },
  unavailable: {
    id: "mes-indisponibilites",
    title: "Mes indisponibilités",
    ask: "Déclarer une indisponibilité",
    empty: "Aucune indisponibilité déclarée.",
  },
  calendar: { id: "agenda" },
  notices: { id: "prevenir" },
} as const;

export type MyScheduleRegion = keyof typeof MY_SCHEDULE_REGIONS;

/** « Mon planning » opened at one of its parts, after `origin` (the public URL in a mail, "" on the site). */
export const myScheduleUrl = (origin: string, region: MyScheduleRegion) =>
  `${origin}/my-schedule#${MY_SCHEDULE_REGIONS[region].id}`;
