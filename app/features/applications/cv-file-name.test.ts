import { describe, expect, it } from "vitest";
import { cvFileName } from "./cv-file-name";

describe("cvFileName", () => {
  it("names the file after the candidate, in plain ASCII", () => {
    expect(cvFileName("Hélène Dubois-Çava", "pdf")).toBe("cv-helene-dubois-cava.pdf");
  });

  it("leaves nothing a header could be broken with", () => {
    expect(cvFileName('a"; filename=evil.exe\r\n', "docx")).toBe("cv-a-filename-evil-exe.docx");
    expect(cvFileName("李雷", "odt")).toBe("cv.odt");
  });
});
