import type { ReactNode } from "react";
import { Card } from "../../../components/ui/card";

/**
 * An account page's band and card: what comes above the title (the sign-in page's tabs), its title and, when given,
 * what it asks for, then the page's alert and form.
 */
export function AuthCard({
  above,
  title,
  intro,
  children,
}: {
  above?: ReactNode;
  title: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="bg-slate-50 px-4 py-12 sm:py-16">
      <Card className="mx-auto w-full max-w-md">
        {above}
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        {intro ? <p className="mt-1 text-sm text-slate-600">{intro}</p> : null}
        {children}
      </Card>
    </section>
  );
}
