import { z } from "zod";
import { ROLES } from "./enums";

/** Parses a stored or submitted role once; kept apart from roles.ts so that pages showing a role need no zod. */
export const roleSchema = z.enum(ROLES);
