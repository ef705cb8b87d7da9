import { Building2 } from "lucide-react";
import { Form, Link } from "react-router";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { TEXT_LINK } from "../../../components/ui/text-link";

/** On a quote request: « Créer le client » from it, or, once done, the client it became. */
export function QuoteConversion({ quoteId, clientId }: { quoteId: string; clientId: string | null }) {
  return (
    <Card>
      <h2 className="flex flex-wrap items-center gap-2 text-lg font-semibold text-slate-900">
        Client {clientId ? <Badge tone="success">converti</Badge> : null}
      </h2>
      {clientId ? (
        <Link to={`/admin/clients/${clientId}`} className={`${TEXT_LINK} mt-2`}>
          Voir le client
        </Link>
      ) : (
        <Form method="post" action="/admin/clients?intent=from-quote" className="mt-2 space-y-3">
          <p className="text-sm text-slate-700">
            Crée le client, son contact et le site à partir de cette demande, que vous compléterez ensuite.
          </p>
          <input type="hidden" name="quoteId" value={quoteId} />
          <Button type="submit" className="w-full max-sm:h-11">
            <Building2 aria-hidden="true" className="size-4" />
            Créer le client
          </Button>
        </Form>
      )}
    </Card>
  );
}
