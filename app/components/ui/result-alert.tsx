import type { Result } from "../../lib/result";
import { Alert } from "./alert";

/** The answer of a form posted without JavaScript (with it, the form's fetcher toasts it): the message, and its detail. */
export function ResultAlert({ result, className = "mt-6" }: { result: Result | undefined; className?: string }) {
  if (!result) return null;
  return (
    <Alert tone={result.ok ? "success" : "error"} className={className}>
      <span className={result.ok && result.description ? "block font-semibold" : undefined}>{result.message}</span>
      {result.ok && result.description ? <span className="block">{result.description}</span> : null}
    </Alert>
  );
}
