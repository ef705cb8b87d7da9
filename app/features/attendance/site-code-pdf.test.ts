import { describe, expect, it } from "vitest";
import { expectOneSelfContainedPage } from "../../../tests/support/pdf-expectations";
import { qrTextsIn } from "../../../tests/support/pdf-qr";
import { pdfWords } from "../../../tests/support/pdf-text";
import { expectToContainAll } from "../../../tests/support/text-expectations";
import { renderSiteCodePdf } from "./site-code-pdf.server";

const sheet = {
  company: "Clarté Propreté",
  siteName: "Résidence Les Tilleuls — hall B",
  address: "12 rue de l'Église, 75011 Paris",
  url: "https://exemple.fr/pointage/K7P3QX9M",
  code: "K7P3-QX9M",
  printedOn: "27/11/2026",
};

describe("the sheet posted at a site for clocking in and out", () => {
  it("names the site, gives the code to scan or to type, and says what is recorded, on one page", async () => {
    const pdf = await renderSiteCodePdf(sheet);
    expectToContainAll(pdfWords(pdf), [
      "Pointage",
      "Résidence Les Tilleuls — hall B",
      "12 rue de l'Église, 75011 Paris",
      "Scannez ce code avec votre téléphone pour pointer votre arrivée et votre départ.",
      "Sans appareil photo : ouvrez https://exemple.fr/pointage et saisissez le code",
      "K7P3-QX9M",
      "Aucune localisation, aucune photo : seuls votre nom, le site et l'heure sont enregistrés. " +
        "Code imprimé le 27/11/2026 ; un nouveau code remplace celui-ci.",
    ]);
    expect(qrTextsIn(pdf)).toEqual([sheet.url]);
    expectOneSelfContainedPage(pdf);
  });
});
