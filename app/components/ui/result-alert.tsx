import type { Result } from "../../lib/result";
import { Alert } from "./alert";

/** The answer of a form posted without JavaScript (with it, the form's fetcher toasts it). */
export function ResultAlert({ result }: { result: Result | undefined }) {
  return result ? (
    <Alert tone={result.ok ? "success" : "error"} className="mt-6">
      {result.message}
    </Alert>
  ) : null;
}
