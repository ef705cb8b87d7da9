import { createStore, del, set, type UseStore, values } from "idb-keyval";
import type { PunchKind } from "../../domain/punches";
import type { Result } from "../../lib/result";

/**
 * A punch made with no network, kept on the phone (IndexedDB) until it is sent
 * (docs/decisions/057-offline-staff-app.md). Browser only.
 */
export interface KeptPunch {
  id: string;
  code: string;
  kind: PunchKind;
  /** The phone's time when the button was tapped (ISO 8601). */
  phoneAt: string;
  /** The account signed in when it was made: only that account may send it. */
  employeeId: string;
  via: "qr" | "code";
  /** The server's refusal, which is final: shown until the employee dismisses it. */
  refusal?: string;
}

/** Dispatched on `window` whenever the punches kept change. */
export const KEPT_PUNCHES_EVENT = "kept-punches";

const UNREADABLE_ANSWER = "Le serveur a refusé ce pointage sans dire pourquoi : prévenez votre responsable.";

let store: UseStore | undefined;
const keptStore = () => {
  store ??= createStore("clarte-pointages", "gardes");
  return store;
};
const changed = () => window.dispatchEvent(new Event(KEPT_PUNCHES_EVENT));

export async function keepPunch(punch: Omit<KeptPunch, "id" | "refusal">): Promise<KeptPunch> {
  const kept = { ...punch, id: crypto.randomUUID() };
  await set(kept.id, kept, keptStore());
  changed();
  return kept;
}

/** The account's punches kept on this phone, the oldest first. */
export async function keptPunches(employeeId: string): Promise<KeptPunch[]> {
  const all = await values<KeptPunch>(keptStore());
  return all.filter((punch) => punch.employeeId === employeeId).toSorted((a, b) => a.phoneAt.localeCompare(b.phoneAt));
}

export async function forgetPunch(id: string): Promise<void> {
  await del(id, keptStore());
  changed();
}

/** A refusal that sending again cannot change; any other answer leaves the punch waiting. */
const isFinal = (status: number) => status === 400 || status === 403 || status === 404 || status === 409;

let sending: Promise<string[]> | null = null;

/**
 * Sends the account's waiting punches, the oldest first, and answers the messages of those recorded. It stops at the
 * first one the network or the session does not let through, so that none overtakes an older one.
 */
export function sendKeptPunches(employeeId: string): Promise<string[]> {
  sending ??= sendInOrder(employeeId).finally(() => {
    sending = null;
  });
  return sending;
}

async function sendInOrder(employeeId: string): Promise<string[]> {
  const recorded: string[] = [];
  for (const punch of await keptPunches(employeeId)) {
    if (punch.refusal) continue;
    const { code, kind, phoneAt, via } = punch;
    const response = await fetch(`/pointage/${encodeURIComponent(code)}/envoi`, {
      method: "POST",
      body: new URLSearchParams({ kind, phoneAt, employeeId, via }),
      redirect: "manual",
    }).catch(() => null);
    if (!response || !(response.ok || isFinal(response.status))) break;
    const result = (await response.json().catch(() => null)) as Result | null;
    if (response.ok && result?.ok) {
      await del(punch.id, keptStore());
      recorded.push(result.message);
    } else await set(punch.id, { ...punch, refusal: result?.message ?? UNREADABLE_ANSWER }, keptStore());
  }
  changed();
  return recorded;
}
