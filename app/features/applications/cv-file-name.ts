import type { CvType } from "../../domain/cv-formats";

/** "cv-helene-dubois.pdf": ASCII only, so that it is safe in a Content-Disposition header whatever the name typed. */
export function cvFileName(name: string, type: CvType): string {
  const slug = name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
  return `cv${slug ? `-${slug}` : ""}.${type}`;
}
