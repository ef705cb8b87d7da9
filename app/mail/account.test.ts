import { describe, expect, it } from "vitest";
import { invitationMail, passwordResetMail } from "./account";

const URL_WITH_QUERY = "https://clarte.test/auth/reset-password?token=abc&x=1";

describe("account mails", () => {
  it("a reset mail gives the link, its one-hour single use, and reassures whoever did not ask", () => {
    const mail = passwordResetMail(URL_WITH_QUERY);
    expect(mail.subject).toBe("Réinitialisation de votre mot de passe Clarté Propreté");
    expect(mail.text).toContain(`Choisir un nouveau mot de passe : ${URL_WITH_QUERY}`);
    expect(mail.text).toContain("valable une heure");
    expect(mail.text).toContain("votre mot de passe reste inchangé");
    expect(mail.text).toMatch(/Clarté Propreté\n25 rue de la Folie-Méricourt, 75011 Paris$/);
    expect(mail.html).toContain('href="https://clarte.test/auth/reset-password?token=abc&amp;x=1"');
    expect(mail.html).toContain("valable une heure");
    expect(mail.html).toContain("25 rue de la Folie-Méricourt, 75011 Paris");
  });

  it("an invitation greets the person, gives the link and its 7 days, with nothing of the name as markup", () => {
    const mail = invitationMail({ firstName: "<b>Inès</b>", url: URL_WITH_QUERY });
    expect(mail.subject).toBe("Votre compte Clarté Propreté vous attend");
    expect(mail.text).toContain("Bonjour <b>Inès</b>,");
    expect(mail.text).toContain(`Choisir mon mot de passe : ${URL_WITH_QUERY}`);
    expect(mail.text).toContain("valable 7 jours");
    expect(mail.text).toMatch(/Clarté Propreté\n25 rue de la Folie-Méricourt, 75011 Paris$/);
    expect(mail.html).toContain("Bonjour &lt;b&gt;Inès&lt;/b&gt;,");
    expect(mail.html).not.toContain("<b>Inès");
    expect(mail.html).toContain("valable 7 jours");
  });

  it("an invitation without a first name still greets", () => {
    expect(invitationMail({ firstName: " ", url: URL_WITH_QUERY }).text).toContain("Bonjour,\n");
  });
});
