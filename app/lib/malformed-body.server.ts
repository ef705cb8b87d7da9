/** What a request whose body cannot be read as the form it claims to be (a multipart body cut off…) is answered. */
export const MALFORMED_BODY_MESSAGE = {
  title: "Requête invalide",
  text: "Le formulaire envoyé est incomplet ou illisible. Veuillez le renvoyer.",
} as const;

/** The error the Fetch API's `request.formData()` throws on a body it cannot parse. */
export function isMalformedBody(error: unknown): boolean {
  return error instanceof TypeError && /parse body as FormData/i.test(error.message);
}

const malformed = new WeakSet<Request>();

/** Called from the server entry's handleError: remembers that this request failed on its own body. */
export function noteMalformedBody(error: unknown, request: Request | undefined) {
  if (request && isMalformedBody(error)) malformed.add(request);
}

export function failedForMalformedBody(request: Request): boolean {
  return malformed.has(request);
}
