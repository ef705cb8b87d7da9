import { describe, expect, it } from "vitest";
import { expectSigned, expectToContainAll } from "../../tests/support/text-expectations";
import { composeMail, escapeHtml } from "./layout";

const body = {
  heading: "Nouveau message de contact",
  paragraphs: ["Un visiteur a écrit :\nBonjour <script>alert(1)</script>"],
  facts: [["Nom", "Hélène & Fils"]] as Array<[string, string]>,
  action: { label: "Voir la demande", url: "https://exemple.fr/admin/inbox?x=1&y=2" },
};

describe("composeMail", () => {
  it("writes the same content as text and as HTML, signed with the company's name and address", () => {
    const mail = composeMail("Sujet", body);
    expect(mail.subject).toBe("Sujet");
    expectToContainAll(mail.text, ["Nom : Hélène & Fils", "Voir la demande : https://exemple.fr/admin/inbox?x=1&y=2"]);
    expectToContainAll(mail.html, [
      '<html lang="fr">',
      "Hélène &amp; Fils",
      'href="https://exemple.fr/admin/inbox?x=1&amp;y=2"',
    ]);
    expectSigned(mail);
  });

  it("never lets typed text become markup in the HTML part", () => {
    const { html } = composeMail("Sujet", body);
    expect(html).not.toContain("<script>");
    expect(html).toContain("Bonjour &lt;script&gt;alert(1)&lt;/script&gt;");
    expect(escapeHtml(`"'<>&`)).toBe("&quot;&#39;&lt;&gt;&amp;");
  });
});
