import { Form, Link } from "react-router";
import { Button, buttonClass } from "../../../components/ui/button";
import { promotionQuestion } from "../users";
import { PROMOTION_CONFIRMED, USER_MESSAGES } from "../users.schema";

/**
 * The confirmation step of a promotion to admin posted without JavaScript (`?promouvoir=` in the page's address):
 * with JavaScript, the role selector's dialog asks the same question before posting.
 */
export function PromotionConfirmation({ userId, name }: { userId: string; name: string }) {
  return (
    <section
      aria-labelledby="promotion-title"
      className="mt-6 rounded-lg border border-amber-300 bg-amber-50 p-5 text-slate-900"
    >
      <h2 id="promotion-title" className="text-lg font-semibold">
        {USER_MESSAGES.promotionTitle}
      </h2>
      <p className="mt-1 text-slate-700">{promotionQuestion(name)}</p>
      <Form method="post" action="/admin/users?intent=role" className="mt-4 flex gap-2">
        <input type="hidden" name="userId" value={userId} />
        <input type="hidden" name="newRole" value="admin" />
        <input type="hidden" name="confirm" value={PROMOTION_CONFIRMED} />
        <Button type="submit">Confirmer</Button>
        <Link to="/admin/users" className={buttonClass("ghost")}>
          Annuler
        </Link>
      </Form>
    </section>
  );
}
