/** The photos an inspection or a client's request accepts: checked by their content, then reduced before storage. */
export const PHOTO_MAX_MEGABYTES = 5;
export const PHOTO_MAX_BYTES = PHOTO_MAX_MEGABYTES * 1024 * 1024;
/** The longest side of a stored photo, in pixels. */
export const PHOTO_MAX_SIDE = 1600;
/** The file picker's filter: a convenience for the phone, the server judges the content. */
export const PHOTO_ACCEPT = "image/jpeg,image/png,image/webp";

export const PHOTO_MESSAGES = {
  tooLarge: `La photo dépasse ${PHOTO_MAX_MEGABYTES} Mo.`,
  type: "La photo doit être une image JPEG, PNG ou WebP.",
} as const;
