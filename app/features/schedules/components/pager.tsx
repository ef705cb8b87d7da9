import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "../../../components/ui/button";
import { cn } from "../../../components/ui/cn";
import type { PageLinks } from "../pagination";

/** 'Page n sur m' between plain links to the neighbouring pages (they work without JavaScript); nothing for one page. */
export function Pager({ pages }: { pages: PageLinks }) {
  if (pages.pageCount <= 1) return null;
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center justify-center gap-2">
      {pages.previous ? (
        <Link to={pages.previous} className={cn(buttonClass("outline", "sm"), "max-md:h-11")}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          Page précédente
        </Link>
      ) : null}
      <p className="px-2 font-semibold text-slate-800">
        Page {pages.page} sur {pages.pageCount}
      </p>
      {pages.next ? (
        <Link to={pages.next} className={cn(buttonClass("outline", "sm"), "max-md:h-11")}>
          Page suivante
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      ) : null}
    </nav>
  );
}
