import sharp from "sharp";

export type ImageFormat = "png" | "jpeg" | "webp" | "gif";

/** A plain image of `width` × `height` pixels in `format`: real bytes, as a phone's photo would be read. */
export function imageBytes(format: ImageFormat, width = 3000, height = 2000) {
  return sharp({ create: { width, height, channels: 3, background: "#64748b" } })
    [format]()
    .toBuffer();
}

/** That image as the file a form uploads, named `name`. */
export async function imageFile(format: ImageFormat, width?: number, height?: number, name = `photo.${format}`) {
  return new File([await imageBytes(format, width, height)], name, { type: `image/${format}` });
}
