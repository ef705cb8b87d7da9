import { describe, expect, it } from "vitest";
import { clientRequestMail } from "./client-request";

const notice = {
  kind: "complaint" as const,
  siteName: "Tour Montparnasse",
  clientName: "Dupont & Fils",
  authorName: "Hélène Dubois",
  authorEmail: "h.dubois@exemple.fr",
  message: `Le hall n'a pas été lavé.\n<img src=x onerror="alert(1)">`,
  hasPhoto: true,
  url: "https://clarte.test/admin/inbox/request/3f2a9c1e",
};

describe("the managers' mail of a client's request", () => {
  it("names the kind and the site in its subject, and links to the request in the inbox", () => {
    const mail = clientRequestMail(notice);
    expect(mail.subject).toBe("Demande client : Réclamation — Tour Montparnasse");
    expect(mail.text).toContain("Voir la demande : https://clarte.test/admin/inbox/request/3f2a9c1e");
    expect(mail.text).toContain("Photo : jointe, à voir dans la demande");
    expect(clientRequestMail({ ...notice, kind: "intervention", hasPhoto: false }).text).toContain("Photo : aucune");
  });

  it("keeps what the client typed out of the markup", () => {
    const { html } = clientRequestMail(notice);
    expect(html).not.toContain("<img src=x");
    expect(html).toContain("Dupont &amp; Fils");
  });
});
