import { enumValues } from "./labelled-enum";

/**
 * The CV formats a job application accepts and its size limit: one statement for the database, the server and the form.
 * Each format with the media type a stored CV is served with: the one its content proved, whatever the browser claimed.
 */
export const CV_MEDIA_TYPES = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  odt: "application/vnd.oasis.opendocument.text",
};
export const CV_TYPES = enumValues(CV_MEDIA_TYPES);
export type CvType = (typeof CV_TYPES)[number];

/** The largest CV accepted; the route's body limit (server/body-limit.ts) leaves room for it and the other fields. */
export const CV_MAX_MEGABYTES = 5;
export const CV_MAX_BYTES = CV_MAX_MEGABYTES * 1024 * 1024;

/** The file picker's filter: a convenience for the visitor, the server judges the content. */
export const CV_ACCEPT = [".pdf", ".doc", ".docx", ".odt", ...Object.values(CV_MEDIA_TYPES)].join(",");
