import { FileDown, Printer } from "lucide-react";
import { useEffect, useState } from "react";
import { buttonClass } from "../../../components/ui/button";
import { cn } from "../../../components/ui/cn";
import { TOUCH_TARGET } from "../../../components/ui/touch-target";
import { printHref } from "../print/print-week";
import type { WeekGrid } from "../week-grid/week-grid";

const ONE_PAGE_PER = { sites: "Imprimer une page par site", employes: "Imprimer une page par employé" } as const;

/** Prints the page; `pages` puts each row of the grid that has work on a page of its own (app.css). */
function printWeek(pages: boolean) {
  const root = document.documentElement;
  if (pages) {
    root.dataset.print = "pages";
    window.addEventListener("afterprint", () => delete root.dataset.print, { once: true });
  }
  window.print();
}

/**
 * The week printed: 'Imprimer' prints the grid as it is shown (print CSS, one page per row), and 'Télécharger le
 * PDF' (a plain link, it works without JavaScript) gets the server's A4 pages for the same week and filters.
 */
export function PrintActions({ grid }: { grid: WeekGrid }) {
  // window.print needs JavaScript: the button appears once the page can run it.
  const [canPrint, setCanPrint] = useState(false);
  useEffect(() => setCanPrint(true), []);
  return (
    <div className="flex flex-wrap items-center gap-2 print:hidden">
      {canPrint ? (
        <>
          <button
            type="button"
            className={cn(buttonClass("outline", "sm"), TOUCH_TARGET)}
            onClick={() => printWeek(false)}
          >
            <Printer aria-hidden="true" className="size-4" />
            Imprimer
          </button>
          <button
            type="button"
            className={cn(buttonClass("outline", "sm"), TOUCH_TARGET)}
            onClick={() => printWeek(true)}
          >
            <Printer aria-hidden="true" className="size-4" />
            {ONE_PAGE_PER[grid.view]}
          </button>
        </>
      ) : null}
      <a
        href={printHref({ monday: grid.monday, by: grid.view === "sites" ? "site" : "employe", filters: grid.filters })}
        download
        className={cn(buttonClass("outline", "sm"), TOUCH_TARGET)}
      >
        <FileDown aria-hidden="true" className="size-4" />
        Télécharger le PDF
      </a>
    </div>
  );
}
