import type { ReactNode } from "react";
import { Card } from "../../../components/ui/card";

/** The card of an account page: its title and, when given, what it asks for, then the page's alert and form. */
export function AuthCard({ title, intro, children }: { title: ReactNode; intro?: ReactNode; children: ReactNode }) {
  return (
    <Card className="mx-auto w-full max-w-md">
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      {intro ? <p className="mt-1 text-sm text-slate-600">{intro}</p> : null}
      {children}
    </Card>
  );
}
