import { fullName } from "../../domain/people";
import { formatDateTime, formatInZone } from "../../lib/time";
import { type Planning, placeText } from "./schedules";

/** The text shared by WhatsApp, e-mail or the clipboard. */
export function shareText(plannings: readonly Planning[], now: Date, zone: string): string {
  const blocks = plannings.map((planning, index) => {
    const names = planning.assignedUsers.map(fullName).join(", ") || "Aucun employé assigné";
    const lines = [
      `${index + 1}. ${planning.title}`,
      `Employés : ${names}`,
      `Lieu : ${placeText(planning)}`,
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

export function whatsappUrl(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

export function mailtoUrl(subject: string, text: string): string {
  return `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(text)}`;
}
