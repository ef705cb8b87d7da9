import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { companyEnvShape } from "./company-env";
import { LOG_LEVELS } from "./logger.server";
import { publicUrl } from "./public-url.server";
import { PARIS } from "./time";
import { trustEnvShape } from "./trust-env";

const booleanString = z
  .enum(["true", "false", "1", "0"], { message: "attendu true ou false" })
  .transform((value) => value === "true" || value === "1");

/** A whole number of minutes from 1 to `max`, `fallback` when unset. */
const minutes = (max: number, fallback: number) =>
  z.coerce
    .number({ error: "attendu un nombre de minutes" })
    .int("attendu un nombre entier de minutes")
    .min(1, "au moins 1 minute")
    .max(max, `au plus ${max} minutes`)
    .default(fallback);

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "attendu une URL postgres://")
      .optional(),
    BETTER_AUTH_SECRET: z.string().min(32, "au moins 32 caractères").optional(),
    PUBLIC_URL: z.url({ message: "attendu une URL http(s)://" }).optional(),
    ADMIN_EMAIL: z.email({ message: "adresse e-mail invalide" }).optional(),
    ADMIN_PASSWORD: z.string().min(6, "au moins 6 caractères").optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, "attendu une URL smtp:// ou smtps://")
      .optional(),
    MAIL_FROM: z.string().min(3).default("Propreté Île-de-France <no-reply@localhost>"),
    NOTIFY_EMAIL: z.email({ message: "adresse e-mail invalide" }).optional(),
    APP_TIME_ZONE: z
      .string()
      .refine((zone) => {
        try {
          new Intl.DateTimeFormat("fr-FR", { timeZone: zone });
          return true;
        } catch {
          return false;
        }
      }, "fuseau horaire inconnu")
      .default(PARIS),
    /** How long the candidates offered a shift have to answer before the next ones are offered it. */
    OFFER_WAIT_MINUTES: minutes(24 * 60, 10),
    /** How late an arrival may be, or a departure early, before it counts as late or early. */
    PUNCH_TOLERANCE_MINUTES: minutes(60, 5),
    /** How long after a shift's start, with no arrival, the managers and the employee are told (*non pointé*). */
    NO_SHOW_MINUTES: minutes(24 * 60, 10),
    /** A volunteer takes an open shift at once when no labour rule is to check; otherwise a manager confirms. */
    OPEN_SHIFT_AUTO_CONFIRM: booleanString.default(false),
    ALLOW_SIGNUP: booleanString.default(true),
    DEMO_DATA: booleanString.default(false),
    TRUST_PROXY: booleanString.default(false),
    LOG_LEVEL: z.enum(LOG_LEVELS, { message: `attendu ${LOG_LEVELS.join(", ")}` }).default("info"),
    /** Lets a scraper other than the machine itself read /metrics, as `Authorization: Bearer <token>`. */
    METRICS_TOKEN: z.string().min(32, "au moins 32 caractères").optional(),
    /** Where the nightly backups go; `<DATA_DIR>/backups` when unset (docs/operations.md). */
    BACKUP_DIR: z.string().min(1).optional(),
    /** Days of nightly backups kept (the newest is always kept); 0 turns the nightly backup off. */
    BACKUP_KEEP_DAYS: z.coerce
      .number({ error: "attendu un nombre de jours" })
      .int("attendu un nombre entier de jours")
      .min(0, "au moins 0 jour")
      .max(3650, "au plus 3650 jours")
      .default(14),
    ...companyEnvShape,
    ...trustEnvShape,
  })
  .refine((env) => !env.ADMIN_EMAIL === !env.ADMIN_PASSWORD, {
    message: "ADMIN_EMAIL et ADMIN_PASSWORD vont ensemble",
    path: ["ADMIN_PASSWORD"],
  });

export type Env = z.infer<typeof envSchema> & { PUBLIC_URL: string; BETTER_AUTH_SECRET: string; BACKUP_DIR: string };

export class EnvError extends Error {}

function emptyToUndefined(source: NodeJS.ProcessEnv): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(source).map(([key, value]) => [key, value === "" ? undefined : value]));
}

/** Reads the secret kept in DATA_DIR, creating it on first start so sessions survive restarts. */
function storedSecret(dataDir: string): string {
  const file = path.join(dataDir, "auth-secret");
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(32).toString("base64url");
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: "wx" });
    return secret;
  }
}

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(emptyToUndefined(source));
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new EnvError(`Configuration invalide : ${issue?.path.join(".") || "environnement"} — ${issue?.message}`);
  }
  const env = result.data;
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    ...env,
    DATA_DIR: dataDir,
    BACKUP_DIR: path.resolve(env.BACKUP_DIR ?? path.join(dataDir, "backups")),
    PUBLIC_URL: publicUrl({ PUBLIC_URL: env.PUBLIC_URL, PORT: String(env.PORT) }),
    BETTER_AUTH_SECRET: env.BETTER_AUTH_SECRET ?? storedSecret(dataDir),
  };
}

let current: Env | undefined;

export function getEnv(): Env {
  current ??= parseEnv();
  return current;
}
