import { z } from "zod";
import { STAFF_ROLES } from "../../domain/enums";
import { emailField, firstNameField, lastNameField, newPasswordField } from "../../lib/account-fields";
import { roleDenied } from "../../lib/permissions";

export const USER_MESSAGES = {
  forbiddenCreate: "Vous n'avez pas les permissions nécessaires pour créer des utilisateurs.",
  alreadyExists: "Un utilisateur avec cet email existe déjà.",
  invalidRoleOnCreate: "Le rôle sélectionné n'est pas valide.",
  missingFields: "Tous les champs sont requis.",
  created: "Utilisateur créé",
  roleUpdated: "Rôle mis à jour",
  invalidRole: "Rôle invalide sélectionné.",
  adminProtected: "Rôle non modifiable : Impossible de modifier le rôle d'un autre administrateur.",
  selfDemotion: "Vous ne pouvez pas retirer votre propre rôle d'administrateur.",
  clientRoleFixed: "Le rôle d'un compte client ne change pas : il est invité depuis la fiche de son client.",
  notFound: "Utilisateur introuvable.",
  promotionTitle: "Confirmer la promotion",
  deactivated: "Compte désactivé",
  reactivated: "Compte réactivé",
  invalidStatus: "Statut invalide.",
  selfDeactivation: "Vous ne pouvez pas désactiver votre propre compte.",
  adminAccountProtected:
    "Compte non modifiable : seul le compte propriétaire peut désactiver ou réactiver un autre administrateur.",
  listFailed: "Impossible de charger les utilisateurs.",
  invitationSent: "Une invitation a été envoyée par email.",
  invitationResent: "Invitation renvoyée",
  notInvited: "Ce compte a déjà un mot de passe.",
  adminCreationTitle: "Confirmer la création d'un administrateur",
  adminCreationUnconfirmed: "Confirmez la création d'un compte Administrateur.",
  welcomeSent: "Un email lui indique où se connecter (sans le mot de passe).",
  approved: "Compte approuvé",
  refused: "Inscription refusée",
  notPending: "Ce compte n'est pas en attente d'approbation.",
  promotedDescription:
    "Son mot de passe ne fonctionne plus : un lien pour en choisir un de 12 caractères lui a été envoyé.",
} as const;

/** What creating a user answers to someone who may not (the create-user codes, docs/product.md). */
export const CREATE_USER_DENIED = roleDenied(USER_MESSAGES.forbiddenCreate);

/**
 * The create-user form. With "Envoyer une invitation" checked, any password sent is ignored: the account is made
 * without one and its owner chooses it from the invitation mail. Otherwise the password is required, as the create-user form always asked.
 */
export const createUserSchema = z
  .object({
    firstName: firstNameField,
    lastName: lastNameField,
    email: emailField,
    invite: z.boolean().default(false),
    password: z.string().optional(),
    role: z.enum(STAFF_ROLES, { message: USER_MESSAGES.invalidRoleOnCreate }).default("employee"),
    /** PROMOTION_CONFIRMED when the admin confirmed creating an account with the admin role. */
    confirm: z.string().optional(),
  })
  // Checked even when another field is wrong, so that every missing field is named at once.
  .superRefine(
    (value, ctx) => {
      if (value.invite === true) return;
      const password = newPasswordField.safeParse(value.password);
      if (!password.success)
        for (const issue of password.error.issues)
          ctx.addIssue({ code: "custom", message: issue.message, path: ["password"] });
    },
    { when: () => true },
  )
  .transform(({ invite, password, ...account }) =>
    invite ? { ...account, invite: true as const } : { ...account, invite: false as const, password: password ?? "" },
  );

export type CreateUserInput = z.infer<typeof createUserSchema>;

/** The page's query parameter naming the account whose promotion to admin awaits confirmation. */
export const PROMOTION_PARAM = "promouvoir";

/** The value of `confirm` that applies a promotion to admin (without it, the promotion is asked to be confirmed). */
export const PROMOTION_CONFIRMED = "oui";

export const roleChangeSchema = z.object({
  userId: z.string({ error: USER_MESSAGES.notFound }).min(1, USER_MESSAGES.notFound),
  newRole: z.enum(STAFF_ROLES, { message: USER_MESSAGES.invalidRole }),
  confirm: z.string().optional(),
});

export const statusChangeSchema = z.object({
  userId: z.string({ error: USER_MESSAGES.notFound }).min(1, USER_MESSAGES.notFound),
  active: z.enum(["true", "false"], { message: USER_MESSAGES.invalidStatus }).transform((value) => value === "true"),
});

export const pendingAccountSchema = z.object({
  userId: z.string({ error: USER_MESSAGES.notFound }).min(1, USER_MESSAGES.notFound),
});

export const invitationResendSchema = z.object({
  userId: z.string({ error: USER_MESSAGES.notFound }).min(1, USER_MESSAGES.notFound),
});

export type RoleChange = z.output<typeof roleChangeSchema>;

export type StatusChange = z.output<typeof statusChangeSchema>;
