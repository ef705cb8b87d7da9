import { z } from "zod";
import { type EnvSection, envSectionReader } from "./env-section";

/**
 * What the company claims to earn a visitor's trust: the sectors it serves, the commitments it keeps, its insurance
 * and its figures. Each is optional and given by the environment, so that an installation states only what is true
 * for it: a sector, commitment or insurer that is not configured is not shown; a figure that is not configured is the
 * company's own (`company.figures`). Public pages are prerendered, so these are read at build time (`npm start`
 * rebuilds when they change, scripts/ensure-build.mjs).
 */
export const TRUST_COMMITMENTS = ["equipes-stables", "controle-qualite", "reponse-24h"] as const;
export type TrustCommitment = (typeof TRUST_COMMITMENTS)[number];

/** A list of items between separators; blank items are dropped, duplicates kept once. */
const listSplitBy = (separator: RegExp) =>
  z.string().transform((value) => [
    ...new Set(
      value
        .split(separator)
        .map((item) => item.trim())
        .filter(Boolean),
    ),
  ]);

/** Sectors are named in words that may hold commas: they are separated by semicolons only. */
const list = listSplitBy(/;/);

const count = z
  .string()
  .regex(/^\d[\d ]*$/, "attendu un nombre entier, en chiffres")
  .transform((value) => Number(value.replaceAll(" ", "")))
  .refine((value) => value > 0, "attendu un nombre supérieur à 0");

export const trustEnvShape = {
  TRUST_SECTORS: list.optional(),
  TRUST_COMMITMENTS: listSplitBy(/[;,]/)
    .pipe(z.array(z.enum(TRUST_COMMITMENTS, { message: `attendu parmi ${TRUST_COMMITMENTS.join(", ")}` })))
    .optional(),
  TRUST_INSURER: z.string().trim().min(2, "au moins 2 caractères").optional(),
  TRUST_INSURANCE_COVER: count.optional(),
  TRUST_CLIENTS: count.optional(),
  TRUST_STAFF: count.optional(),
  TRUST_INTERVENTIONS_PER_YEAR: count.optional(),
};

export type TrustEnv = EnvSection<typeof trustEnvShape>;

/** Reads only the trust claims (prerendering reads them at build time). A bad value stops with the variable's name. */
export const parseTrustEnv: (source: Record<string, string | undefined>) => TrustEnv = envSectionReader(trustEnvShape);
