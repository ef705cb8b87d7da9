/** A duration in minutes as French hours: '10 h', '10 h 30', '0 h 45'. */
export function formatDuration(minutes: number): string {
  const whole = Math.round(minutes);
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${String(rest).padStart(2, "0")}`;
}

/** A shift's unpaid break: 'pause 30 min', 'pause 1 h 15'; null for none. */
export function breakText(minutes: number): string | null {
  if (!(minutes > 0)) return null;
  return `pause ${minutes < 60 ? `${minutes} min` : formatDuration(minutes)}`;
}

/** '+1 h 30', '−1 h 30' (a true minus sign), '0 h'. */
export function signedDuration(minutes: number): string {
  if (minutes === 0) return formatDuration(0);
  return `${minutes > 0 ? "+" : "−"}${formatDuration(Math.abs(minutes))}`;
}

/** The text with each duration held on one line: '10 h 30' never breaks between '10', 'h' and '30'. */
export function unbrokenDurations(text: string): string {
  return text.replace(/(\d) h(?: (\d\d))?/g, (_, hours: string, minutes: string | undefined) =>
    minutes ? `${hours}\u00a0h\u00a0${minutes}` : `${hours}\u00a0h`,
  );
}
