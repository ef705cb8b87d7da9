import { PHOTO_MAX_BYTES, PHOTO_MAX_SIDE, PHOTO_MESSAGES } from "../domain/photos";
import { PRIVATE_NO_STORE } from "./cache-control";

/** The formats a photo may be in, as sharp names them once it has read the content. */
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp"]);

/** Past this many pixels, sharp refuses to decode: a phone's photo has 12 to 50 million. */
const MAX_INPUT_PIXELS = 100_000_000;

export type PhotoOutcome = { ok: true; jpeg: Uint8Array } | { ok: false; message: string };

/**
 * A photo as it is stored: its content proven JPEG, PNG or WebP by decoding it (whatever its name or type said),
 * turned upright, reduced to at most 1600 pixels a side, its metadata (place, device) dropped, and encoded as JPEG.
 */
export async function reducedPhoto(bytes: Uint8Array): Promise<PhotoOutcome> {
  if (bytes.byteLength > PHOTO_MAX_BYTES) return { ok: false, message: PHOTO_MESSAGES.tooLarge };
  // Loaded at the first photo: libvips is a native library the site's start need not wait for.
  const { default: sharp } = await import("sharp");
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" });
    const { format } = await image.metadata();
    if (!format || !ACCEPTED_FORMATS.has(format)) return { ok: false, message: PHOTO_MESSAGES.type };
    const jpeg = await image
      .rotate()
      .resize({ width: PHOTO_MAX_SIDE, height: PHOTO_MAX_SIDE, fit: "inside", withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer();
    return { ok: true, jpeg: new Uint8Array(jpeg) };
  } catch {
    return { ok: false, message: PHOTO_MESSAGES.type };
  }
}

/**
 * A stored photo as the answer to its URL: kept by no cache (its reader may lose access to it), never guessed at as
 * another type.
 */
export function photoResponse(photo: Uint8Array): Response {
  return new Response(new Uint8Array(photo), {
    headers: {
      "Content-Type": "image/jpeg",
      "Content-Length": String(photo.byteLength),
      "Cache-Control": PRIVATE_NO_STORE,
      "X-Content-Type-Options": "nosniff",
    },
  });
}
