import { randomBytes } from "node:crypto";

/** A client address of the documentation range, unique per call, sent through the trusted proxy header. */
export function uniqueClientAddress(): string {
  const part = () => randomBytes(2).toString("hex");
  return `2001:db8:${part()}:${part()}::${part()}`;
}
