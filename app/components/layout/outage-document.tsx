import { company } from "../../lib/company";
import { DocumentMeta } from "./document-meta";

export const OUTAGE_MESSAGE = {
  title: "Service momentanément indisponible",
  text: "Nous ne pouvons pas répondre pour le moment. Veuillez réessayer dans quelques instants.",
} as const;

/**
 * The whole answer while the database is gone: a plain page with no script, so that nothing waits on data that
 * cannot come. The visitor's next request gets the site back as soon as the database answers.
 */
export function OutageDocument({ css }: { css: string }) {
  return <PlainDocument css={css} status={503} message={OUTAGE_MESSAGE} />;
}

/** A whole page with no script, for the answers the server entry gives in place of the routes' rendering. */
export function PlainDocument({
  css,
  status,
  message,
}: {
  css: string;
  status: number;
  message: { title: string; text: string };
}) {
  return (
    <html lang="fr">
      <head>
        <DocumentMeta />
        <meta name="robots" content="noindex" />
        <title>{`${message.title} | ${company.name}`}</title>
        <style>{css}</style>
      </head>
      <body>
        <main className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
          <p className="text-6xl font-bold text-brand-700">{status}</p>
          <h1 className="mt-4 text-3xl font-bold text-slate-900">{message.title}</h1>
          <p className="mt-4 text-slate-700">{message.text}</p>
          <a href="/" className="mt-8 inline-flex rounded-md bg-brand-700 px-5 py-3 font-semibold text-white">
            Retour à l'accueil
          </a>
        </main>
      </body>
    </html>
  );
}
