import { describe, expect, it } from "vitest";
import { expectSigned, expectToContainAll } from "../../tests/support/text-expectations";
import { invitationMail, passwordResetMail, signInFailuresMail } from "./account";

const URL_WITH_QUERY = "https://clarte.test/auth/reset-password?token=abc&x=1";

describe("account mails", () => {
  it("a reset mail gives the link, its one-hour single use, and reassures whoever did not ask", () => {
    const mail = passwordResetMail(URL_WITH_QUERY);
    expect(mail.subject).toBe("Réinitialisation de votre mot de passe Clarté Propreté");
    expectToContainAll(mail.text, [
      `Choisir un nouveau mot de passe : ${URL_WITH_QUERY}`,
      "valable une heure",
      "votre mot de passe reste inchangé",
    ]);
    expectToContainAll(mail.html, [
      'href="https://clarte.test/auth/reset-password?token=abc&amp;x=1"',
      "valable une heure",
    ]);
    expectSigned(mail);
  });

  it("an invitation greets the person, gives the link and its 7 days, with nothing of the name as markup", () => {
    const mail = invitationMail({ firstName: "<b>Inès</b>", url: URL_WITH_QUERY });
    expect(mail.subject).toBe("Votre compte Clarté Propreté vous attend");
    expectToContainAll(mail.text, [
      "Bonjour <b>Inès</b>,",
      `Choisir mon mot de passe : ${URL_WITH_QUERY}`,
      "valable 7 jours",
    ]);
    expectToContainAll(mail.html, ["Bonjour &lt;b&gt;Inès&lt;/b&gt;,", "valable 7 jours"]);
    expect(mail.html).not.toContain("<b>Inès");
    expectSigned(mail);
  });

  it("a sign-in failures notice greets the person, says what happened and links to a new password", () => {
    const mail = signInFailuresMail({ firstName: "<b>Inès</b>", url: "https://clarte.test/auth/forgot-password" });
    expect(mail.subject).toBe("Tentatives de connexion à votre compte Clarté Propreté");
    expectToContainAll(mail.text, [
      "Bonjour <b>Inès</b>,",
      "Plusieurs tentatives de connexion à votre compte Clarté Propreté ont échoué",
      "Choisir un nouveau mot de passe : https://clarte.test/auth/forgot-password",
    ]);
    expect(mail.html).not.toContain("<b>Inès");
    expectSigned(mail);
  });

  it("an invitation without a first name still greets", () => {
    expect(invitationMail({ firstName: " ", url: URL_WITH_QUERY }).text).toContain("Bonjour,\n");
  });
});
