/** HTTP status of a public form's answer: what went wrong decides it, never a 500 for what a visitor typed. */
export function statusOfCode(code: string | undefined): number {
  switch (code) {
    case undefined:
      return 200;
    case "VALIDATION_ERROR":
      return 400;
    case "RATE_LIMIT_EXCEEDED":
      return 429;
    case "DATABASE_ERROR":
      return 503;
    default:
      return 500;
  }
}
