import { describe, expect, it } from "vitest";
import { CV_SAMPLES, IMPOSTORS } from "../../../tests/support/cv-samples";
import { sniffCvType } from "./cv-type";

describe("sniffCvType", () => {
  it.each(Object.entries(CV_SAMPLES))("recognises a %s by its content", (type, bytes) => {
    expect(sniffCvType(bytes)).toBe(type);
  });

  it.each(Object.entries(IMPOSTORS))("refuses %s", (_name, bytes) => {
    expect(sniffCvType(bytes)).toBeNull();
  });

  it("judges the bytes, not the name: a PDF header after a byte of padding is not a PDF", () => {
    expect(sniffCvType(new Uint8Array([0x20, ...CV_SAMPLES.pdf]))).toBeNull();
  });

  it("refuses a truncated OLE2 header", () => {
    expect(sniffCvType(CV_SAMPLES.doc.slice(0, 7))).toBeNull();
  });
});
