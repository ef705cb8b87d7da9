/** What stands in place of a list with nothing in it: a dashed box saying so. */
export function EmptyNote({ children }: { children: string }) {
  return <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-600">{children}</p>;
}
