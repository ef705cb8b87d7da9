import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect } from "./fixtures";

const vnuJar = String(createRequire(import.meta.url)("vnu-jar"));

/**
 * The inlined stylesheet uses CSS newer than the checker's grammar (Tailwind's `@property` rules, transitions of its
 * custom properties, `margin-trim` in a feature query): those messages say nothing about the HTML. Only these are left out.
 */
const OUTDATED_CSS_GRAMMAR =
  /^CSS: (Unrecognized at-rule “@property”|“transition-property”: “--tw-[a-z-]+” is not a “transition-property” value\.|“margin-trim”: Property “margin-trim” doesn't exist\.)$/;

interface VnuMessage {
  type: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/** The Nu Html Checker's errors on these pages, each named with its line and extract; none when all are valid. */
export function nuCheckerErrors(pages: Array<{ name: string; html: string }>): string[] {
  const folder = mkdtempSync(path.join(tmpdir(), "nu-checker-"));
  try {
    const files = pages.map((page, index) => {
      const file = path.join(folder, `${String(index).padStart(3, "0")}.html`);
      writeFileSync(file, page.html);
      return file;
    });
    const run = spawnSync("java", ["-jar", vnuJar, "--errors-only", "--format", "json", "--stdout", ...files], {
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    });
    expect(run.error, "java introuvable : installez un JRE (Debian : default-jre-headless)").toBeUndefined();
    const { messages } = JSON.parse(run.stdout) as { messages: VnuMessage[] };
    const nameOf = (url: string) => pages[Number(path.basename(url, ".html"))]?.name ?? url;
    return messages
      .filter((message) => message.type === "error" && !OUTDATED_CSS_GRAMMAR.test(message.message))
      .map(
        (message) =>
          `${nameOf(message.url)} l.${message.lastLine ?? "?"} : ${message.message}` +
          (message.extract ? `\n    ${message.extract.replace(/\s+/g, " ").trim()}` : ""),
      );
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
