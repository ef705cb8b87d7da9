import { z } from "zod";

/** "Sans notification": the change is made without a change notice. */
export const notifyField = { notify: z.literal("off").optional() };
