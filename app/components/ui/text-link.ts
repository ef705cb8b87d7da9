/** A link standing alone on its line (a name in a table, an e-mail address): underlined, a 44 px touch target. */
export const TEXT_LINK = "inline-flex min-h-11 items-center font-medium text-brand-700 underline";
