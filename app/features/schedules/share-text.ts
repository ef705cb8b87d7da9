import { fullName } from "../../domain/people";
import { internationalDigits } from "../../lib/phone";
import { formatDateTime, formatInZone } from "../../lib/time";
import { type Planning, placeText, spokenPeriodText } from "./schedules";

/**
 * The text shared by WhatsApp, e-mail or the clipboard. `access` gives a planning's access instructions, for a text
 * sent to the one person working it.
 */
export function shareText(
  plannings: readonly Planning[],
  now: Date,
  zone: string,
  access: (planning: Planning) => string | null | undefined = () => null,
): string {
  const blocks = plannings.map((planning, index) => {
    const entry = access(planning)?.trim();
    const names = planning.assignedUsers.map(fullName).join(", ") || "Aucun employé assigné";
    const lines = [
      `${index + 1}. ${planning.title}`,
      `Employés : ${names}`,
      `Lieu : ${placeText(planning)}`,
      ...(entry ? [`Accès : ${entry}`] : []),
      `Début : ${formatDateTime(planning.startTime, zone)}`,
      `Fin : ${formatDateTime(planning.endTime, zone)}`,
    ];
    if (planning.description?.trim()) lines.push(`Description : ${planning.description.trim()}`);
    return lines.join("\n");
  });
  return ["PLANNING ÉQUIPE", ...blocks, `Généré le ${formatDateTime(now, zone)}`].join("\n\n");
}

export function shareEmailSubject(now: Date, zone: string): string {
  return `Planning équipe - ${formatInZone(now, "dd/MM/yyyy", zone)}`;
}

/** A WhatsApp link with the text ready, opening the conversation with `phone` when it is a French number. */
export function whatsappUrl(text: string, phone?: string | null): string {
  return `https://wa.me/${internationalDigits(phone) ?? ""}?text=${encodeURIComponent(text)}`;
}

/** The phone of the one person every shared planning is about, when there is one and their phone is on file. */
export function recipientPhone(
  plannings: readonly Planning[],
  staff: readonly { id: string; phone: string | null }[],
): string | null {
  const people = new Set(plannings.flatMap((planning) => planning.assignedUsers.map((person) => person.id)));
  if (people.size !== 1) return null;
  const [only] = people;
  return staff.find((person) => person.id === only)?.phone ?? null;
}

/** What a manager sends a candidate before choosing them: the shift, never its access details. */
export function replacementRequestText(planning: Planning, firstName: string, zone: string): string {
  return [
    `Bonjour ${firstName}, pouvez-vous assurer ce remplacement ?`,
    planning.title,
    spokenPeriodText(planning.startTime, planning.endTime, zone),
    placeText(planning),
    "Merci de me répondre au plus vite.",
  ].join("\n");
}

export function mailtoUrl(subject: string, text: string): string {
  return `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(text)}`;
}
