import { HONEYPOT_FIELD } from "../../domain/leads";

/** The field people never see and robots fill in, which gives them away to the server. */
export function HoneypotField() {
  return (
    <div hidden>
      <label>
        Ne pas remplir ce champ
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
