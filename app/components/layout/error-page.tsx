import { Link } from "react-router";
import { company } from "../../lib/company";
import { ERROR_MESSAGES } from "../../lib/error-messages";

const messages: Record<number, { title: string; text: string }> = {
  404: { title: "Page introuvable", text: "La page que vous cherchez n'existe pas ou a été déplacée." },
  503: {
    title: "Service momentanément indisponible",
    text: "Nous ne pouvons pas répondre pour le moment. Veuillez réessayer dans quelques instants.",
  },
};

export function ErrorPage({ status }: { status: number }) {
  const message = messages[status] ?? {
    title: "Une erreur est survenue",
    text: ERROR_MESSAGES.unexpected,
  };
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-bold text-brand-700">{status}</p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{message.title}</h1>
      <p className="mt-4 text-slate-700">{message.text}</p>
      <title>{`${message.title} | ${company.name}`}</title>
      <Link
        to="/"
        className="mt-8 inline-flex rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
      >
        Retour à l'accueil
      </Link>
    </section>
  );
}
