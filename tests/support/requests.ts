import { CLIENT_IP_HEADER } from "../../app/lib/client-ip";

let counter = 0;

/** A client address of the documentation range, different at each call. */
export function nextClientAddress(): string {
  counter += 1;
  return `192.0.2.${counter % 250}-${process.pid}-${counter}`;
}

/** A form POST as the HTTP server hands it to an action, from the given client address. */
export function formPost(path: string, fields: Record<string, string>, client = nextClientAddress()): Request {
  return signedInPost(null, path, fields, client);
}

/** The same, with the session cookie of someone signed in (`login()`), or none. */
export function signedInPost(
  who: { cookie: string } | null,
  path: string,
  fields: Record<string, string | File | string[]>,
  client = nextClientAddress(),
): Request {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    for (const each of Array.isArray(value) ? value : [value]) body.append(key, each);
  }
  const headers: Record<string, string> = { [CLIENT_IP_HEADER]: client };
  if (who) headers.cookie = who.cookie;
  return new Request(`http://localhost${path}`, { method: "POST", body, headers });
}
