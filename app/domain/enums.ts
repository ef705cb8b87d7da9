import { labelledEnum } from "./labelled-enum";

/**
 * The product's closed lists: every enumeration a form posts or a column stores, with the French words the screens,
 * mails and documents give each value. Declared here once, by their labels (`labelledEnum`), so that the wording of
 * the product's categories reads in one place and a value is never added without its label. A stored value is a
 * database contract (db/schema checks it): changing one needs a migration.
 */

// People and their work

/** Who a signed-in account is: one of the company's people, or a client's contact. */
export const { values: ROLES, labels: ROLE_LABELS } = labelledEnum({
  admin: "Administrateur",
  manager: "Manager",
  employee: "Employé",
  client: "Client",
});
export type Role = (typeof ROLES)[number];

/** The roles of the company's own people. A client contact is invited from the client's file, never made here. */
export const { values: STAFF_ROLES, labels: STAFF_ROLE_LABELS } = labelledEnum({
  admin: ROLE_LABELS.admin,
  manager: ROLE_LABELS.manager,
  employee: ROLE_LABELS.employee,
} satisfies Partial<Record<Role, string>>);
export type StaffRole = (typeof STAFF_ROLES)[number];

/** An employment contract: open-ended or fixed-term. */
export const { values: CONTRACT_KINDS, labels: CONTRACT_KIND_LABELS } = labelledEnum({
  cdi: "CDI",
  cdd: "CDD",
});
export type ContractKind = (typeof CONTRACT_KINDS)[number];

/** Why an employee is away. */
export const { values: ABSENCE_KINDS, labels: ABSENCE_KIND_LABELS } = labelledEnum({
  paid_leave: "Congés payés",
  sickness: "Arrêt maladie",
  other: "Autre absence",
});
export type AbsenceKind = (typeof ABSENCE_KINDS)[number];

/** The half of its one day a half-day absence covers: before noon, or from noon. */
export const { values: HALF_DAYS, labels: HALF_DAY_LABELS } = labelledEnum({
  morning: "Matin",
  afternoon: "Après-midi",
});
export type HalfDay = (typeof HALF_DAYS)[number];

/** What became of an employee's request (leave, unavailability), as the employee reads it. */
export const { values: REQUEST_STATUSES, labels: REQUEST_STATUS_LABELS } = labelledEnum({
  pending: "En attente",
  approved: "Acceptée",
  refused: "Refusée",
  cancelled: "Annulée",
});
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

// Plannings

/** The days a series repeats on, by their iCalendar names (BYDAY), with the short and long French names. */
export const { values: WEEKDAYS, labels: WEEKDAY_LABELS } = labelledEnum({
  MO: { short: "Lun", long: "lundi" },
  TU: { short: "Mar", long: "mardi" },
  WE: { short: "Mer", long: "mercredi" },
  TH: { short: "Jeu", long: "jeudi" },
  FR: { short: "Ven", long: "vendredi" },
  SA: { short: "Sam", long: "samedi" },
  SU: { short: "Dim", long: "dimanche" },
});
export type Weekday = (typeof WEEKDAYS)[number];

/** Whether a series' occurrences falling on a French public holiday are planned: « Jours fériés ». */
export const { values: HOLIDAY_CHOICES, labels: HOLIDAY_CHOICE_LABELS } = labelledEnum({
  worked: "Travaillés",
  off: "Non travaillés",
});
export type HolidayChoice = (typeof HOLIDAY_CHOICES)[number];

/** What an edit of one occurrence of a series applies to. */
export const { values: SCOPES, labels: SCOPE_LABELS } = labelledEnum({
  occurrence: "Cette occurrence",
  following: "Cette occurrence et les suivantes",
  series: "Toute la série",
});
export type Scope = (typeof SCOPES)[number];

/** The reasons an admin may give for saving past an illegal alert, kept with a note. */
export const { values: OVERRIDE_REASONS, labels: OVERRIDE_REASON_LABELS } = labelledEnum({
  urgent_work: "Travaux urgents (sécurité, sinistre, remplacement imprévu)",
  inspection_waiver: "Dérogation accordée par l'inspection du travail",
  agreement: "Accord collectif qui le permet",
  past_correction: "Correction d'un planning déjà effectué",
});
export type OverrideReason = (typeof OVERRIDE_REASONS)[number];

/**
 * Where a shift swap or hand-over between two employees stands: proposed, answered by the colleague, decided; each
 * status as the two employees and the managers read it.
 */
export const { values: SWAP_STATUSES, labels: SWAP_STATUS_LABELS } = labelledEnum({
  proposed: "En attente de réponse du collègue",
  accepted: "Acceptée, en attente d'un responsable",
  approved: "Approuvée",
  declined: "Refusée par le collègue",
  refused: "Refusée par un responsable",
  cancelled: "Annulée",
});
export type SwapStatus = (typeof SWAP_STATUSES)[number];

/** Where an employee's offer to take an open shift stands, each status as the employee reads it on their week. */
export const { values: VOLUNTEER_STATUSES, labels: VOLUNTEER_STATUS_LABELS } = labelledEnum({
  pending: "Vous êtes volontaire : en attente d'un responsable",
  confirmed: "Confirmée : la vacation est à vous",
  declined: "Un responsable n'a pas retenu votre proposition",
  withdrawn: "Vous avez retiré votre proposition",
  filled: "La vacation a été pourvue",
});
export type VolunteerStatus = (typeof VOLUNTEER_STATUSES)[number];

// Attendance and pay

/** How a punch was made: the site's QR code, its code typed by hand, or entered by a manager. */
export const { values: PUNCH_METHODS, labels: PUNCH_METHOD_LABELS } = labelledEnum({
  qr: "QR code",
  code: "Code saisi",
  manual: "Saisi par un responsable",
});
export type PunchMethod = (typeof PUNCH_METHODS)[number];

/**
 * Why a punch waits for a manager's review: a departure with no arrival; a punch kept on the phone offline whose
 * phone time is off the server's by more than the tolerance; or one sent more than 48 hours after it was made.
 */
export const { values: PUNCH_FLAGS, labels: PUNCH_FLAG_LABELS } = labelledEnum({
  "no-arrival": "Départ sans arrivée",
  "phone-gap": "Envoyé plus tard depuis le téléphone",
  "phone-stale": "Envoyé plus de 48 h après",
});
export type PunchFlag = (typeof PUNCH_FLAGS)[number];

/**
 * The variables the Silae export carries, each mapped by an admin to the company's own Silae code: what each counts,
 * in French, with its unit (hours or days).
 */
export const { values: PAYROLL_VARIABLES, labels: PAYROLL_VARIABLE_LABELS } = labelledEnum({
  normal: { label: "Heures normales", unit: "heures" },
  complementary11: { label: "Heures complémentaires à 11 %", unit: "heures" },
  complementary25: { label: "Heures complémentaires à 25 %", unit: "heures" },
  overtime25: { label: "Heures supplémentaires à 25 %", unit: "heures" },
  overtime50: { label: "Heures supplémentaires à 50 %", unit: "heures" },
  night: { label: "Heures de nuit", unit: "heures" },
  sunday: { label: "Heures du dimanche", unit: "heures" },
  holiday: { label: "Heures des jours fériés", unit: "heures" },
  paidLeave: { label: "Congés payés (jours ouvrables)", unit: "jours" },
  sickness: { label: "Arrêt maladie (jours)", unit: "jours" },
  otherAbsence: { label: "Autre absence (jours)", unit: "jours" },
} satisfies Record<string, { label: string; unit: "heures" | "jours" }>);
export type PayrollVariable = (typeof PAYROLL_VARIABLES)[number];

// Clients and quality

/** How a site's service is priced: a monthly flat fee, or a rate per hour delivered (both excluding VAT). */
export const { values: PRICINGS, labels: PRICING_LABELS } = labelledEnum({
  forfait: "Forfait mensuel HT",
  horaire: "Taux horaire HT",
});
export type Pricing = (typeof PRICINGS)[number];

/** What a client contact may ask from the portal: more work, or a complaint about work done. */
export const { values: CLIENT_REQUEST_KINDS, labels: CLIENT_REQUEST_KIND_LABELS } = labelledEnum({
  intervention: "Intervention supplémentaire",
  complaint: "Réclamation",
});
export type ClientRequestKind = (typeof CLIENT_REQUEST_KINDS)[number];

/** How an inspected item is found. */
export const { values: VERDICTS, labels: VERDICT_LABELS } = labelledEnum({
  conforme: "Conforme",
  non_conforme: "Non conforme",
  na: "N/A",
});
export type Verdict = (typeof VERDICTS)[number];

// Leads

/** Where a lead stands in the staff inbox. */
export const { values: LEAD_STATUSES, labels: LEAD_STATUS_LABELS } = labelledEnum({
  new: "nouveau",
  in_progress: "en cours",
  done: "traité",
  archived: "archivé",
});
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** The subject a visitor picks on the contact form. */
export const { values: CONTACT_SUBJECTS, labels: CONTACT_SUBJECT_LABELS } = labelledEnum({
  devis: "Demande de devis",
  info: "Demande d'information",
  reclamation: "Réclamation",
  autre: "Autre",
});
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

/** The kind of premises a quote request is for. */
export const { values: PROPERTY_TYPES, labels: PROPERTY_TYPE_LABELS } = labelledEnum({
  bureau: "Bureaux",
  commerce: "Commerce",
  restaurant: "Restaurant",
  usine: "Usine ou entrepôt",
  immeuble: "Immeuble",
  medical: "Cabinet médical",
  autre: "Autre",
});
export type PropertyType = (typeof PROPERTY_TYPES)[number];

/** How often a quote request asks for the cleaning. */
export const { values: FREQUENCIES, labels: FREQUENCY_LABELS } = labelledEnum({
  quotidienne: "Quotidienne",
  hebdomadaire: "Hebdomadaire",
  bihebdomadaire: "Bihebdomadaire",
  mensuelle: "Mensuelle",
  ponctuelle: "Ponctuelle",
});
export type Frequency = (typeof FREQUENCIES)[number];

/** What reached the inbox: a contact message, a quote request, a subscription, an application or a client's request. */
export const { values: LEAD_TYPES, labels: LEAD_TYPE_LABELS } = labelledEnum({
  contact: "Message",
  quote: "Devis",
  newsletter: "Lettre d'information",
  application: "Candidature",
  request: "Demande client",
});
export type LeadType = (typeof LEAD_TYPES)[number];
