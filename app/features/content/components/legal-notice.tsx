import { Link } from "react-router";
import type { LegalIdentity } from "../legal-identity";
import { Prose } from "./prose";

export function LegalNotice({ identity }: { identity: LegalIdentity }) {
  return (
    <Prose>
      <h2 id="mentions-legales">Mentions légales</h2>
      <p>
        Informations fournies en application de l'article 6 de la loi n° 2004-575 du 21 juin 2004 pour la confiance dans
        l'économie numérique (LCEN).
      </p>
      <h3>Éditeur du site</h3>
      <ul>
        {identity.publisher.map((sentence) => (
          <li key={sentence}>{sentence}</li>
        ))}
        <li>
          Téléphone : {identity.phone} – E-mail : <a href={`mailto:${identity.email}`}>{identity.email}</a>
        </li>
      </ul>
      {identity.publicationDirector ? (
        <>
          <h3>Directeur de la publication</h3>
          <p>{identity.publicationDirector}</p>
        </>
      ) : null}
      {identity.host.length > 0 ? (
        <>
          <h3>Hébergeur</h3>
          <ul>
            {identity.host.map((sentence) => (
              <li key={sentence}>{sentence}</li>
            ))}
          </ul>
        </>
      ) : null}
      <h3>Propriété intellectuelle</h3>
      <p>
        Les textes, illustrations et logos de ce site sont la propriété de {identity.legalName}. Toute reproduction,
        même partielle, sans autorisation écrite préalable est interdite.
      </p>
      <h3>Données personnelles</h3>
      <p>
        Le traitement de vos données est décrit dans notre <Link to="/privacy">politique de confidentialité</Link>.
      </p>

      <h2 id="conditions-utilisation">Conditions d'utilisation</h2>
      <h3>Objet</h3>
      <p>
        Les présentes conditions encadrent l'utilisation du site par ses visiteurs. En naviguant sur le site, vous les
        acceptez.
      </p>
      <h3>Informations publiées</h3>
      <p>
        Les informations présentées sur les services, les délais et les disponibilités sont données à titre indicatif.
        Seuls le devis signé et le contrat de prestation engagent {identity.legalName}. Les articles du blog sont des
        conseils généraux qui ne remplacent pas l'avis d'un professionnel sur votre situation.
      </p>
      <h3>Formulaires</h3>
      <p>
        Vous vous engagez à fournir des informations exactes dans les formulaires de contact, de devis et d'inscription
        à la newsletter, et à ne pas les utiliser pour envoyer des messages abusifs ou automatisés. Le nombre d'envois
        est limité pour protéger le service.
      </p>
      <h3>Espace réservé au personnel</h3>
      <p>
        L'espace réservé est destiné aux seuls salariés de {identity.legalName}. Les identifiants sont personnels et
        confidentiels ; toute tentative d'accès non autorisé est interdite.
      </p>
      <h3>Disponibilité et responsabilité</h3>
      <p>
        Nous nous efforçons de maintenir le site accessible et exact, sans pouvoir garantir l'absence d'interruption ou
        d'erreur. Les liens vers d'autres sites n'engagent pas notre responsabilité quant à leur contenu.
      </p>
      <h3>Droit applicable</h3>
      <p>
        Les présentes conditions sont soumises au droit français. À défaut d'accord amiable, tout litige relève des
        tribunaux compétents de Paris.
      </p>
    </Prose>
  );
}
