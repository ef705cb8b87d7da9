import { afterEach, describe, expect, it, vi } from "vitest";

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("sonner", () => ({ toast }));

const { copyToClipboard } = await import("./copy-to-clipboard");

const toasts = {
  copied: { title: "Copié !", description: "Le texte a été copié." },
  failed: { title: "Erreur", description: "Impossible de copier." },
};

describe("copyToClipboard", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it("writes the text and toasts the success", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal("navigator", { clipboard: { writeText } });
    await copyToClipboard("bonjour", toasts);
    expect(writeText).toHaveBeenCalledWith("bonjour");
    expect(toast.success).toHaveBeenCalledWith("Copié !", { description: "Le texte a été copié." });
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("toasts the failure when the clipboard refuses", async () => {
    vi.stubGlobal("navigator", { clipboard: { writeText: vi.fn().mockRejectedValue(new Error("denied")) } });
    await copyToClipboard("bonjour", toasts);
    expect(toast.error).toHaveBeenCalledWith("Erreur", { description: "Impossible de copier." });
    expect(toast.success).not.toHaveBeenCalled();
  });
});
