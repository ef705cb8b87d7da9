import { describe, expect, it } from "vitest";
import {
  approvalMail,
  invitationMail,
  passwordResetMail,
  promotionMail,
  signInFailuresMail,
  signUpNoticeMail,
  welcomeMail,
} from "./account";
import { cannotComeMail } from "./cannot-come";
import { changeNoticeMail } from "./change-notice";
import { clientInvitationMail } from "./client-portal";
import type { MailContent } from "./layout";
import { applicationNotification, contactNotification, newsletterWelcomeMail, quoteNotification } from "./lead-notices";
import { leaveDecidedMail, leaveRequestedMail } from "./leave-request";
import { replacedMail, replacementConfirmedMail, replacementOfferMail } from "./replacement-offer";

const HOSTILE = `<img src=x onerror="alert(1)">`;
const LINK = "https://clarte.test/page?a=1&b=2";

const templates: Record<string, MailContent> = {
  "réinitialisation du mot de passe": passwordResetMail(LINK),
  invitation: invitationMail({ firstName: HOSTILE, url: LINK }),
  "invitation au portail client": clientInvitationMail({ firstName: HOSTILE, url: LINK }),
  "connexions échouées": signInFailuresMail({ firstName: HOSTILE, url: LINK }),
  "compte prêt": welcomeMail({ firstName: HOSTILE, email: "a@exemple.fr", signInUrl: LINK }),
  "promotion administrateur": promotionMail({ firstName: HOSTILE, url: LINK }),
  "inscription à approuver": signUpNoticeMail({ name: HOSTILE, email: "a@exemple.fr", url: LINK }),
  "compte approuvé": approvalMail({ firstName: HOSTILE, signInUrl: LINK }),
  "message de contact": contactNotification({
    name: HOSTILE,
    email: "a@exemple.fr",
    phone: null,
    subject: "devis",
    message: `Bonjour\n${HOSTILE}`,
  }),
  "demande de devis": quoteNotification({
    name: HOSTILE,
    company: "Dupont & Fils",
    email: "a@exemple.fr",
    phone: "0612345678",
    address: "3 rue de Rivoli",
    zipCode: "75004",
    city: "Paris",
    serviceType: "bureaux",
    propertyType: "bureau",
    area: "250 m²",
    frequency: "hebdomadaire",
    startDate: null,
    specificRequirements: HOSTILE,
  }),
  "bienvenue à la lettre d'information": newsletterWelcomeMail(LINK),
  candidature: applicationNotification(
    {
      offerTitle: "Agent de propreté (H/F)",
      name: HOSTILE,
      email: "a@exemple.fr",
      phone: "0612345678",
      message: HOSTILE,
    },
    LINK,
  ),
  "changement de planning": changeNoticeMail({
    firstName: HOSTILE,
    changes: [`Nouvelle intervention « ${HOSTILE} » : lundi 9 mars 06:00–08:00`],
    access: [["Accès — Tour Montparnasse", HOSTILE]],
    weekUrl: LINK,
  }),
  "empêchement d'un employé": cannotComeMail({
    employee: HOSTILE,
    reason: "Arrêt maladie",
    when: "jeudi 26 novembre, 06:00 – 09:00",
    shift: HOSTILE,
    freed: 2,
    note: HOSTILE,
    url: LINK,
  }),
  "remplacement proposé": replacementOfferMail({
    firstName: HOSTILE,
    shift: { when: "vendredi 27 novembre de 06:00 à 09:00", title: HOSTILE, place: HOSTILE, address: HOSTILE },
    acceptUrl: LINK,
    refuseUrl: `${LINK}&refus`,
  }),
  "remplacement confirmé": replacementConfirmedMail({
    firstName: HOSTILE,
    shift: { when: "vendredi 27 novembre de 06:00 à 09:00", title: HOSTILE, place: HOSTILE, address: null },
    accessInstructions: HOSTILE,
    weekUrl: LINK,
  }),
  "demande de congé": leaveRequestedMail({
    noun: "congé",
    employee: HOSTILE,
    what: "Congés payés",
    note: HOSTILE,
    url: LINK,
  }),
  "réponse à une demande de congé": leaveDecidedMail({
    noun: "indisponibilité",
    firstName: HOSTILE,
    approved: true,
    what: "Congés payés",
    freed: 2,
    weekUrl: LINK,
  }),
  "employé remplacé": replacedMail({
    firstName: HOSTILE,
    replacement: HOSTILE,
    shift: { when: "vendredi 27 novembre de 06:00 à 09:00", title: HOSTILE, place: HOSTILE, address: HOSTILE },
  }),
};

describe.each(Object.entries(templates))("the « %s » mail", (_name, mail) => {
  it("has a French subject, a text part and an HTML part, both signed with the company's name and address", () => {
    expect(mail.subject.trim()).not.toBe("");
    expect(mail.text).toMatch(/Clarté Propreté\n25 rue de la Folie-Méricourt, 75011 Paris$/);
    expect(mail.html).toContain('<html lang="fr">');
    expect(mail.html).toContain("Clarté Propreté<br>25 rue de la Folie-Méricourt, 75011 Paris");
  });

  it("never turns typed text into markup, and keeps links intact", () => {
    expect(mail.html).not.toContain("<img");
    expect(mail.html).not.toContain('href="https://clarte.test/page?a=1&b=2"');
    if (mail.text.includes(LINK)) expect(mail.html).toContain('href="https://clarte.test/page?a=1&amp;b=2"');
  });
});

describe("lead notices", () => {
  it("a contact notice lists who wrote, how to answer and the subject's label", () => {
    const { subject, text } = contactNotification({
      name: "Hélène Dubois",
      email: "helene@exemple.fr",
      phone: null,
      subject: "reclamation",
      message: "La vitre du hall reste sale.",
    });
    expect(subject).toBe("Nouveau message de contact : Hélène Dubois");
    expect(text).toContain("Téléphone : non renseigné");
    expect(text).toContain("Sujet : Réclamation");
    expect(text).toContain("Message : La vitre du hall reste sale.");
  });

  it("a quote notice names the company in its subject and says what was left out", () => {
    const quote = templates["demande de devis"];
    expect(quote?.subject).toBe(`Nouvelle demande de devis : ${HOSTILE} (Dupont & Fils)`);
    expect(quote?.text).toContain("Adresse : 3 rue de Rivoli, 75004 Paris");
    expect(quote?.text).toContain("Date de début souhaitée : non précisée");
    expect(quote?.html).toContain("Dupont &amp; Fils");
  });

  it("an application notice names the offer and links to the application, never to the CV itself", () => {
    const { subject, text } = applicationNotification(
      { offerTitle: "Laveur de vitres (H/F)", name: "Karim B.", email: "k@exemple.fr", phone: "0612345678" },
      LINK,
    );
    expect(subject).toBe("Nouvelle candidature : Karim B. (Laveur de vitres (H/F))");
    expect(text).toContain("Message : Pas de message.");
    expect(text).toContain(`Voir la candidature : ${LINK}`);
  });

  it("the newsletter welcome gives the unsubscribe link", () => {
    expect(newsletterWelcomeMail(LINK).text).toContain(`Pour vous désinscrire à tout moment : ${LINK}`);
  });
});

describe("an employee who cannot come", () => {
  it("tells the managers who, when, where, why and how many shifts wait, with the link to replace them", () => {
    const words = {
      employee: "Moussa Diallo",
      reason: "Arrêt maladie",
      when: "jeudi 26 novembre, 06:00 – 09:00",
      shift: "Bureaux étage 12 · Tour Montparnasse",
      freed: 1,
      note: null,
      url: LINK,
    };
    const mail = cannotComeMail(words);
    expect(mail.subject).toBe("Moussa Diallo ne peut pas venir (jeudi 26 novembre, 06:00 – 09:00)");
    expect(mail.text).toContain("Son intervention est à remplacer.");
    expect(mail.text).toContain("Motif : Arrêt maladie");
    expect(mail.text).toContain(
      "Intervention : jeudi 26 novembre, 06:00 – 09:00\nBureaux étage 12 · Tour Montparnasse",
    );
    expect(mail.text).not.toContain("Message :");
    expect(mail.text).toContain(`Trouver un remplaçant : ${LINK}`);
    expect(cannotComeMail({ ...words, freed: 2, note: "Fièvre" }).text).toContain(
      "Ses 2 interventions de ce jour-là sont à remplacer.",
    );
  });
});

describe("change notices", () => {
  it("counts the changes in the subject and lists each one", () => {
    const one = changeNoticeMail({ firstName: "Anne", changes: ["a"], access: [], weekUrl: LINK });
    const two = changeNoticeMail({ firstName: " ", changes: ["a", "b"], access: [], weekUrl: LINK });
    expect(one.subject).toBe("Votre planning a changé");
    expect(one.text).toContain("Bonjour Anne,\n\nUne de vos interventions a changé :\n\n• a");
    expect(two.subject).toBe("Votre planning a changé (2 modifications)");
    expect(two.text).toContain("Bonjour,\n\nVoici ce qui a changé dans vos interventions :\n\n• a\n• b");
    expect(two.text).toContain(`Voir ma semaine : ${LINK}`);
  });
});
