import { Form } from "react-router";

const outlineButton =
  "inline-flex min-h-11 items-center justify-center rounded-md border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50";

/** Déconnexion: signs out and returns to / (a plain form, so it works without JavaScript). */
export function LogoutButton({ className }: { className?: string }) {
  return (
    <Form method="post" action="/logout" className={className}>
      <button type="submit" className={`${outlineButton} w-full`}>
        Déconnexion
      </button>
    </Form>
  );
}
