/**
 * The staff home's panels of what waits for a manager: each one's anchor, title, the line under it where it has one,
 * and the sentence shown when nothing waits. The panels render from this table, and a mail that asks the managers to
 * act links to its panel through `staffHomePanelUrl`, so a link cannot name an anchor the page does not have.
 */
export const STAFF_HOME_PANELS = {
  toReplace: {
    id: "a-remplacer",
    title: "À remplacer",
    intro: "Vacations libérées par une absence, cette semaine et la suivante.",
    empty: "Aucune vacation à remplacer.",
  },
  unassigned: {
    id: "sans-employe",
    title: "Sans employé assigné",
    intro: "Cette semaine et la suivante.",
    empty: "Chaque intervention de ces deux semaines a un employé.",
  },
  late: { id: "non-pointes", title: "En retard ou non pointés", empty: "Tout le monde a pointé à l'heure." },
  departureMissing: { id: "depart-manquant", title: "Départ manquant", empty: "Aucun départ manquant." },
  punchReports: { id: "oublis-pointage", title: "Oublis de pointage", empty: "Aucun oubli de pointage à vérifier." },
  requests: { id: "demandes-conge", title: "Congés et indisponibilités", empty: "Aucune demande en attente." },
  volunteers: { id: "volontaires", title: "Volontaires", empty: "Aucun volontaire en attente." },
  swaps: { id: "echanges", title: "Échanges à valider", empty: "Aucun échange en attente." },
  correctiveActions: {
    id: "actions-correctives",
    title: "Actions correctives",
    empty: "Aucune action corrective ouverte.",
  },
} as const;

export type StaffHomePanel = keyof typeof STAFF_HOME_PANELS;

/** The staff home opened at one of its panels, for a mail's button. */
export const staffHomePanelUrl = (publicUrl: string, panel: StaffHomePanel) =>
  `${publicUrl}/admin#${STAFF_HOME_PANELS[panel].id}`;
