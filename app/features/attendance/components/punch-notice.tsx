import { Link } from "react-router";
import { BackLink } from "../../../components/ui/back-link";
import { BulletList } from "../../../components/ui/bullet-list";

const SECTIONS: ReadonlyArray<{ id: string; title: string; lines: readonly string[] }> = [
  {
    id: "enregistre",
    title: "Ce qui est enregistré",
    lines: [
      "À chaque pointage : votre nom, le site, l'heure d'arrivée ou de départ donnée par le serveur (pour un pointage fait sans réseau : l'heure du téléphone, et celle où il a été reçu), la façon de pointer (QR code, code saisi, ou saisie par un responsable) et la vacation prévue qui y correspond.",
      "Une correction faite par un responsable ajoute une nouvelle ligne, avec son nom et le motif : le pointage d'origine reste visible.",
      "Jamais de localisation, de photo ni de donnée biométrique.",
    ],
  },
  {
    id: "pourquoi",
    title: "Pourquoi",
    lines: [
      "Payer les heures réellement travaillées, une fois la semaine validée par un responsable.",
      "Tenir le relevé quotidien et hebdomadaire des horaires que demande le Code du travail (art. D3171-8).",
      "Prévenir un responsable quand une vacation commence sans personne, pour la faire remplacer.",
      "Montrer au client que la prestation a bien eu lieu.",
    ],
  },
  {
    id: "qui",
    title: "Qui les voit",
    lines: ["Les responsables et les administrateurs de l'entreprise."],
  },
  {
    id: "duree",
    title: "Combien de temps",
    lines: [
      "Cinq ans à compter du pointage, comme les éléments de paie (Code du travail, art. L3243-4), puis ils sont effacés automatiquement.",
      "Les alertes « non pointé » : 90 jours.",
    ],
  },
];

/** Under each pointage page's buttons: what a punch records, and the way to the notice. */
export function PunchPrivacyLine() {
  return (
    <p className="text-sm text-slate-600">
      Seuls votre nom, le site et l'heure sont enregistrés : ni localisation, ni photo.{" "}
      <Link to="/pointage/informations" className="font-medium text-brand-800 underline">
        Vos données et vos droits
      </Link>
    </p>
  );
}

/** What the pointage records, why, for how long, and the employee's rights: linked from every pointage page. */
export function PunchNotice({ contactEmail }: { contactEmail: string }) {
  return (
    <article className="mx-auto max-w-2xl space-y-6 px-4 py-6 sm:py-10">
      <div>
        <BackLink to="/pointage">Pointage</BackLink>
        <h1 className="mt-2 text-2xl font-bold text-slate-900 md:text-3xl">Pointage : vos données</h1>
      </div>
      {SECTIONS.map((section) => (
        <section key={section.id} aria-labelledby={`titre-${section.id}`} className="space-y-2">
          <h2 id={`titre-${section.id}`} className="text-lg font-bold text-slate-900">
            {section.title}
          </h2>
          <BulletList items={section.lines} className="space-y-1 text-slate-800" />
        </section>
      ))}
      <section aria-labelledby="titre-droits" className="space-y-2">
        <h2 id="titre-droits" className="text-lg font-bold text-slate-900">
          Vos droits
        </h2>
        <p className="text-slate-800">
          Vous pouvez obtenir vos pointages, faire corriger une erreur (un responsable la corrige, avec un motif) et
          demander la limitation de leur usage (RGPD, art. 15, 16 et 18). Écrivez à{" "}
          <a href={`mailto:${contactEmail}`} className="font-medium text-brand-800 underline">
            {contactEmail}
          </a>
          . Vous pouvez aussi adresser une réclamation à la CNIL (cnil.fr).
        </p>
      </section>
    </article>
  );
}
