import fc from "fast-check";
import { DATE_BOUNDS_MESSAGES, dayBounds } from "../../app/domain/date-bounds";
import { CONTACT_SUBJECTS, FREQUENCIES, PROPERTY_TYPES } from "../../app/domain/enums";
import { SERVICE_TYPES } from "../../app/domain/services";
import { ACCOUNT_MESSAGES } from "../../app/lib/account-fields";
import { isCommonPassword } from "../../app/lib/password-policy.server";
import { PARIS, todayIn } from "../../app/lib/time";

export type Form = Record<string, string | string[]>;

/** One field made wrong, and the French message the form must then answer for it. */
export interface FieldMutation {
  field: string;
  /** The value sent instead; undefined leaves the field out of the form. */
  value: string | undefined;
  message: string;
}

const REQUIRED = "Ce champ est requis";
const tooLong = (max: number) => `Ce champ ne peut pas dépasser ${max} caractères`;

const word = fc.stringMatching(/^[A-Za-zÀ-ÖØ-öø-ÿ]{1,12}$/);
const words = (max: number) => fc.array(word, { minLength: 1, maxLength: max }).map((parts) => parts.join(" "));
const email = fc
  .tuple(fc.stringMatching(/^[a-z0-9]{1,20}$/), fc.constantFrom("exemple.fr", "entreprise.example.com"))
  .map(([local, domain]) => `${local}@${domain}`);
const frenchPhone = fc
  .tuple(fc.constantFrom("0", "+33"), fc.integer({ min: 1, max: 9 }), fc.stringMatching(/^\d{8}$/))
  .map(([prefix, first, rest]) => `${prefix}${first} ${rest.replace(/(\d\d)(?=\d)/g, "$1 ")}`);
/** A value longer than `max` once trimmed. */
const longerThan = (max: number) => fc.integer({ min: max + 1, max: max + 40 }).map((length) => "é".repeat(length));

/** Takes a valid form and makes exactly one of its fields wrong, in one of the ways listed for that field. */
export function mutateOneField(
  valid: fc.Arbitrary<Form>,
  mutations: fc.Arbitrary<FieldMutation>,
): fc.Arbitrary<{ form: Form; mutation: FieldMutation }> {
  return fc.tuple(valid, mutations).map(([form, mutation]) => {
    const mutated = { ...form };
    if (mutation.value === undefined) delete mutated[mutation.field];
    else mutated[mutation.field] = mutation.value;
    return { form: mutated, mutation };
  });
}

/** The ways every text field goes wrong: left out, empty, blank, too long. */
function requiredTextMutations(field: string, max: number, required = REQUIRED): fc.Arbitrary<FieldMutation> {
  return fc.oneof(
    fc.constantFrom<FieldMutation>(
      { field, value: undefined, message: required },
      { field, value: "", message: required },
      { field, value: "   ", message: required },
    ),
    longerThan(max).map((value) => ({ field, value, message: tooLong(max) })),
  );
}

function emailMutations(field: string, required: string, invalid: string): fc.Arbitrary<FieldMutation> {
  return fc.oneof(
    fc.constantFrom<FieldMutation>(
      { field, value: undefined, message: required },
      { field, value: "", message: required },
    ),
    fc
      .constantFrom("pas-un-email", "arobase@", "@exemple.fr", "deux@@exemple.fr", "espace @exemple.fr")
      .map((value) => ({ field, value, message: invalid })),
  );
}

function choiceMutations(field: string): fc.Arbitrary<FieldMutation> {
  return fc.oneof(
    fc.constantFrom<FieldMutation>(
      { field, value: undefined, message: REQUIRED },
      { field, value: "", message: REQUIRED },
    ),
    fc
      .constantFrom("inconnu", "DEVIS", "'; drop table x; --")
      .map((value) => ({ field, value, message: "Veuillez choisir une valeur de la liste" })),
  );
}

const phoneMutation = (field: string) =>
  fc
    .constantFrom("12345", "0012345678", "+44 1 23 45 67 89", "06 12 34 56 7a")
    .map((value) => ({ field, value, message: "Format de téléphone invalide (format français attendu)" }));

export const validContactForm: fc.Arbitrary<Form> = fc.record({
  name: words(4),
  email,
  phone: fc.oneof(fc.constant(""), frenchPhone),
  subject: fc.constantFrom(...CONTACT_SUBJECTS),
  message: words(40),
});

export const contactMutations: fc.Arbitrary<FieldMutation> = fc.oneof(
  requiredTextMutations("name", 100),
  emailMutations("email", REQUIRED, "Format d'email invalide"),
  phoneMutation("phone"),
  choiceMutations("subject"),
  requiredTextMutations("message", 2000),
);

export const validNewsletterForm: fc.Arbitrary<Form> = fc.record({ email });

export const newsletterMutations = emailMutations("email", REQUIRED, "Format d'email invalide");

export const validQuoteForm: fc.Arbitrary<Form> = fc.record({
  intent: fc.constant("submit"),
  name: words(4),
  email,
  phone: frenchPhone,
  company: fc.oneof(fc.constant(""), words(5)),
  address: words(6),
  city: words(2),
  zipCode: fc.stringMatching(/^\d{5}$/),
  serviceType: fc.constantFrom(...SERVICE_TYPES),
  propertyType: fc.constantFrom(...PROPERTY_TYPES),
  area: fc.integer({ min: 10, max: 50_000 }).map((area) => `${area} m²`),
  frequency: fc.constantFrom(...FREQUENCIES),
  startDate: fc.oneof(
    fc.constant(""),
    fc
      .date({ min: new Date(Date.now() + 2 * 86_400_000), max: new Date("2099-12-31"), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10)),
  ),
  specificRequirements: fc.oneof(fc.constant(""), words(40)),
});

export const quoteMutations: fc.Arbitrary<FieldMutation> = fc.oneof(
  requiredTextMutations("name", 100),
  emailMutations("email", REQUIRED, "Format d'email invalide"),
  fc.oneof(phoneMutation("phone"), fc.constant({ field: "phone", value: "", message: REQUIRED })),
  requiredTextMutations("address", 300),
  requiredTextMutations("city", 100),
  requiredTextMutations("zipCode", 10),
  choiceMutations("serviceType"),
  choiceMutations("propertyType"),
  requiredTextMutations("area", 50),
  choiceMutations("frequency"),
  fc
    .constantFrom("2027-02-30", "31/12/2027", "demain")
    .map((value) => ({ field: "startDate", value, message: "Date invalide" })),
  longerThan(2000).map((value) => ({ field: "specificRequirements", value, message: tooLong(2000) })),
);

// Admin accounts need 12 characters (the password policy); the others 6. A drawn word can be one of the common
// passwords the policy rightly refuses ("property" was), so those are left out of the valid forms.
export const validUserForm: fc.Arbitrary<Form> = fc.constantFrom("admin", "manager", "employee").chain((role) =>
  fc.record({
    intent: fc.constant("create"),
    firstName: word,
    lastName: word,
    email,
    password: fc
      .stringMatching(role === "admin" ? /^[A-Za-z0-9!?%-]{12,40}$/ : /^[A-Za-z0-9!?%-]{6,40}$/)
      .filter((password) => !isCommonPassword(password)),
    role: fc.constant(role),
    // The dialog's confirmation, which creating an admin requires (ignored for the other roles).
    confirm: fc.constant("oui"),
  }),
);

export const userMutations: fc.Arbitrary<FieldMutation> = fc.oneof(
  fc.constantFrom<FieldMutation>(
    { field: "firstName", value: "", message: ACCOUNT_MESSAGES.firstNameRequired },
    { field: "firstName", value: "  ", message: ACCOUNT_MESSAGES.firstNameRequired },
    { field: "lastName", value: "", message: ACCOUNT_MESSAGES.lastNameRequired },
    { field: "password", value: "", message: ACCOUNT_MESSAGES.passwordRequired },
    { field: "role", value: "root", message: "Le rôle sélectionné n'est pas valide." },
  ),
  emailMutations("email", ACCOUNT_MESSAGES.emailRequired, ACCOUNT_MESSAGES.emailInvalid).filter(
    (mutation) => mutation.value !== undefined,
  ),
  fc
    .stringMatching(/^[a-z0-9]{1,5}$/)
    .map((value) => ({ field: "password", value, message: ACCOUNT_MESSAGES.passwordTooShort })),
);

const DAY_MS = 86_400_000;
/** Plannings are written from two years back to five years ahead (ADR 033): these keep two months off both ends. */
const plannable = { min: new Date(Date.now() + 60 * DAY_MS), max: new Date(Date.now() + 4 * 365 * DAY_MS) };

/** A planning to create for the given employees, on a coming day, in the company's local time. */
export function validPlanningForm(employeeIds: readonly string[]): fc.Arbitrary<Form> {
  return fc
    .record({
      day: fc.date({ ...plannable, noInvalidDate: true }),
      startHour: fc.integer({ min: 5, max: 18 }),
      hours: fc.integer({ min: 1, max: 5 }),
      employees: fc.subarray([...employeeIds], { minLength: 1 }),
      title: words(5),
      location: fc.oneof(fc.constant(""), words(4)),
      description: fc.oneof(fc.constant(""), words(30)),
    })
    .map(({ day, startHour, hours, employees, title, location, description }) => {
      const date = day.toISOString().slice(0, 10);
      const time = (hour: number) => `${date}T${String(hour).padStart(2, "0")}:00`;
      return {
        intent: "create",
        // Random shifts overlap and break labour rules, some of which the law forbids: all confirmed, as an admin
        // would, with a listed reason and a note.
        confirmOverlap: "true",
        labourReasonCode: "urgent_work",
        labourReason: "Renfort ponctuel",
        employeeIds: employees,
        title,
        startTime: time(startHour),
        endTime: time(startHour + hours),
        location,
        description,
      };
    });
}

const PLANNING_REQUIRED = "Veuillez remplir tous les champs obligatoires.";
const BOUNDS_MESSAGE = DATE_BOUNDS_MESSAGES.start(dayBounds(todayIn(PARIS)));

export const planningMutations: fc.Arbitrary<FieldMutation> = fc.oneof(
  fc.constantFrom<FieldMutation>(
    { field: "title", value: "", message: PLANNING_REQUIRED },
    { field: "startTime", value: "", message: PLANNING_REQUIRED },
    { field: "endTime", value: "", message: PLANNING_REQUIRED },
    { field: "employeeIds", value: undefined, message: PLANNING_REQUIRED },
    { field: "employeeIds", value: "inconnu", message: "Employé non trouvé" },
    {
      field: "endTime",
      value: `${new Date().toISOString().slice(0, 10)}T04:00`,
      message: "La date de fin doit être postérieure à la date de début.",
    },
  ),
  fc
    .constantFrom("1000-01-01T08:00", "0999-12-31T08:00", "1900-06-01T08:00")
    .map((value) => ({ field: "startTime", value, message: BOUNDS_MESSAGE })),
  longerThan(200).map((value) => ({ field: "title", value, message: tooLong(200) })),
  longerThan(2000).map((value) => ({ field: "description", value, message: tooLong(2000) })),
);

/** A client site; the name is unique (a random suffix), as the table requires whatever the case. */
export const validSiteForm: fc.Arbitrary<Form> = fc.record({
  name: fc.tuple(words(3), fc.stringMatching(/^[a-z0-9]{8}$/)).map(([name, suffix]) => `${name} ${suffix}`),
  clientName: words(3),
  address: words(6),
  postalCode: fc.stringMatching(/^\d{5}$/),
  city: words(2),
  accessInstructions: fc.oneof(fc.constant(""), words(30)),
  accessCode: fc.oneof(fc.constant(""), fc.stringMatching(/^[A-Z0-9]{4,8}$/)),
  contactName: fc.oneof(fc.constant(""), words(3)),
  contactPhone: fc.oneof(fc.constant(""), frenchPhone),
  active: fc.constantFrom("on", ""),
});

export const siteMutations: fc.Arbitrary<FieldMutation> = fc.oneof(
  requiredTextMutations("name", 200),
  requiredTextMutations("clientName", 200),
  requiredTextMutations("address", 300),
  requiredTextMutations("city", 100),
  fc.constantFrom<FieldMutation>(
    { field: "postalCode", value: undefined, message: REQUIRED },
    { field: "postalCode", value: "", message: REQUIRED },
  ),
  fc
    .constantFrom("7501", "750150", "75O15", "2A004", "75 015")
    .map((value) => ({ field: "postalCode", value, message: "Le code postal doit comporter 5 chiffres" })),
  longerThan(2000).map((value) => ({ field: "accessInstructions", value, message: tooLong(2000) })),
  longerThan(100).map((value) => ({ field: "accessCode", value, message: tooLong(100) })),
  longerThan(200).map((value) => ({ field: "contactName", value, message: tooLong(200) })),
  phoneMutation("contactPhone"),
);
