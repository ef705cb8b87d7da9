import { company } from "../../../lib/company";
import { formatLongDate } from "../format";
import type { LegalIdentity } from "../legal-identity";
import { Prose } from "./prose";

const processings = [
  {
    form: "Formulaire de contact",
    data: "nom, adresse e-mail, téléphone (facultatif), objet et message",
    purpose: "répondre à votre message",
    basis:
      "mesures précontractuelles prises à votre demande, ou notre intérêt légitime à répondre aux personnes qui nous écrivent (art. 6.1.b et 6.1.f du RGPD)",
    retention: "3 ans à compter de notre dernier échange, puis suppression",
  },
  {
    form: "Demande de devis",
    data: "nom, adresse e-mail, téléphone, entreprise (facultatif), adresse, ville, code postal, type de service, type de locaux, surface, fréquence, date de début souhaitée et besoins particuliers (facultatifs)",
    purpose: "établir et vous adresser un devis, puis assurer le suivi commercial de votre demande",
    basis: "mesures précontractuelles prises à votre demande (art. 6.1.b du RGPD)",
    retention:
      "3 ans à compter de notre dernier échange ; si un contrat est conclu, durée du contrat puis 5 ans (prescription civile)",
  },
  {
    form: "Inscription à la newsletter",
    data: "adresse e-mail et date de votre consentement",
    purpose: "vous envoyer nos conseils et nouveaux articles, au plus une fois par mois",
    basis: "votre consentement (art. 6.1.a du RGPD), que vous pouvez retirer à tout moment",
    retention: "jusqu'à votre désinscription ; la preuve du consentement est conservée 3 ans ensuite",
  },
  {
    form: "Candidature à une offre d'emploi",
    data: "nom, adresse e-mail, téléphone, message (facultatif), CV et date de votre consentement",
    purpose: "étudier votre candidature et vous recontacter ; le CV n'est accessible qu'à l'encadrement",
    basis: "votre consentement (art. 6.1.a du RGPD), que vous pouvez retirer à tout moment",
    retention: "2 ans à compter de sa réception, puis suppression automatique",
  },
  {
    form: "Comptes du personnel (espace réservé)",
    data: "prénom, nom, adresse e-mail, rôle, mot de passe (stocké sous forme chiffrée), plannings d'intervention",
    purpose: "permettre à nos salariés de consulter leurs plannings et à l'encadrement de les organiser",
    basis: "exécution du contrat de travail (art. 6.1.b du RGPD)",
    retention: "pendant la durée de l'emploi, puis suppression du compte au départ du salarié",
  },
];

export function PrivacyPolicy({ identity }: { identity: LegalIdentity }) {
  return (
    <Prose>
      <p className="text-sm text-slate-600">Dernière mise à jour : {formatLongDate(identity.privacyPolicyUpdated)}</p>
      <p>
        Cette politique vous informe, conformément à l'article 13 du Règlement général sur la protection des données
        (RGPD) et à la loi Informatique et Libertés, de la manière dont {identity.legalName} traite les données
        personnelles recueillies sur ce site.
      </p>

      <h2>Responsable du traitement</h2>
      <p>
        {identity.legalName}
        {identity.registration ? ` (${identity.registration})` : ""}, {identity.headOffice}. Pour toute question
        relative à vos données : <a href={`mailto:${identity.privacyEmail}`}>{identity.privacyEmail}</a>.
      </p>

      <h2>Données collectées, finalités et durées de conservation</h2>
      {processings.map((processing) => (
        <section key={processing.form} aria-label={processing.form}>
          <h3>{processing.form}</h3>
          <ul>
            <li>Données : {processing.data}.</li>
            <li>Finalité : {processing.purpose}.</li>
            <li>Base légale : {processing.basis}.</li>
            <li>Durée de conservation : {processing.retention}.</li>
          </ul>
        </section>
      ))}
      <p>
        Les champs marqués comme obligatoires sont nécessaires pour traiter votre demande ; sans eux, nous ne pouvons
        pas vous répondre.
      </p>

      <h2>Sécurité et lutte contre les abus</h2>
      <p>
        Pour limiter les envois automatisés, l'adresse IP d'où provient un formulaire est enregistrée et effacée au plus
        tard une heure après l'envoi. Les mots de passe du personnel sont stockés sous forme chiffrée et ne sont jamais
        lisibles.
      </p>

      <h2>Cookies</h2>
      <p>
        Ce site ne dépose aucun cookie publicitaire ni de mesure d'audience. Seul un cookie de session, strictement
        nécessaire, est déposé lorsqu'un membre du personnel se connecte à l'espace réservé ; il expire au bout de 7
        jours ou à la déconnexion. Ce site ne charge aucune ressource (police, image, script) depuis un autre site.
      </p>

      <h2>Destinataires</h2>
      <p>
        Vos données sont destinées aux seules équipes commerciales et d'exploitation de {company.name}, ainsi qu'à notre
        hébergeur{identity.hostName ? `, ${identity.hostName}` : ""}, qui agit pour notre compte. Elles ne sont ni
        vendues ni cédées, et ne sont pas transférées hors de l'Union européenne.
      </p>

      <h2>Vos droits</h2>
      <p>Vous disposez sur vos données des droits suivants :</p>
      <ul>
        <li>droit d'accès et de rectification ;</li>
        <li>droit à l'effacement et à la limitation du traitement ;</li>
        <li>droit d'opposition, notamment à la prospection commerciale ;</li>
        <li>droit à la portabilité des données que vous nous avez fournies ;</li>
        <li>droit de retirer votre consentement à tout moment, sans remettre en cause les traitements passés ;</li>
        <li>droit de définir des directives sur le sort de vos données après votre décès.</li>
      </ul>
      <p>
        Pour les exercer, écrivez à <a href={`mailto:${identity.privacyEmail}`}>{identity.privacyEmail}</a> ou par
        courrier à {identity.legalName}, {identity.headOffice}. Nous vous répondons dans un délai d'un mois. Si vous
        estimez, après nous avoir contactés, que vos droits ne sont pas respectés, vous pouvez adresser une réclamation
        à la Commission nationale de l'informatique et des libertés (CNIL), 3 place de Fontenoy, TSA 80715, 75334 Paris
        Cedex 07, <a href="https://www.cnil.fr">www.cnil.fr</a>.
      </p>
    </Prose>
  );
}
