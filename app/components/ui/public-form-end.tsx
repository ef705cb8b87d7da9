import { Link } from "react-router";
import { Button } from "./button";
import { HoneypotField } from "./honeypot-field";

/** The end of a one-page public form: the field robots fill in, then its submit button, which says it is sending. */
export function PublicFormSubmit({ label, sending }: { label: string; sending: boolean }) {
  return (
    <>
      <HoneypotField />
      <Button type="submit" variant="accent" size="lg" disabled={sending}>
        {sending ? "Envoi en cours..." : label}
      </Button>
    </>
  );
}

/** The link a public form's data notice ends on. */
export function PrivacyPolicyLink() {
  return (
    <Link to="/privacy" className="font-medium text-brand-700 underline">
      politique de confidentialité
    </Link>
  );
}
