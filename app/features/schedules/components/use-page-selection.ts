import { useState } from "react";
import { useLocation } from "react-router";

/**
 * Selection mode and the plannings selected in it. Toggling the mode clears the selection, and so does another
 * page or week: the selection is of the page shown.
 */
export function usePageSelection() {
  const [selecting, setSelecting] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const { search } = useLocation();
  const [selectionSearch, setSelectionSearch] = useState(search);
  if (search !== selectionSearch) {
    setSelectionSearch(search);
    setSelected(new Set());
  }

  function toggleSelecting() {
    setSelecting((value) => !value);
    setSelected(new Set());
  }

  function toggle(planningId: string) {
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(planningId)) next.delete(planningId);
      else next.add(planningId);
      return next;
    });
  }

  return { selecting, selected, toggleSelecting, toggle };
}
