import type { RequestHandler, Response } from "express";
import { sendRefusal } from "./error-page";

const ALLOWED_METHODS = ["GET", "HEAD", "POST"];
const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];
const API_TYPES = ["application/json"];

function hasBody(headers: { "content-length"?: string; "transfer-encoding"?: string }): boolean {
  return headers["transfer-encoding"] !== undefined || Number(headers["content-length"] ?? 0) > 0;
}

/** The media types a path accepts: Better Auth's API reads JSON, every page action reads a form. */
export function acceptedTypes(pathname: string): string[] {
  return pathname.startsWith("/api/auth/") ? API_TYPES : FORM_TYPES;
}

function refuse(res: Response, status: number, title: string, message: string) {
  sendRefusal(res, status, title, message);
}

/**
 * Answers what no route could handle before it reaches one, so that it is a 4xx and not a 500: a method the site
 * does not use (405), a body of a type the route does not read (415), a multipart body without its boundary (400).
 */
export function refuseMalformedRequests(): RequestHandler {
  return (req, res, next) => {
    if (!ALLOWED_METHODS.includes(req.method)) {
      res.set("Allow", ALLOWED_METHODS.join(", "));
      return refuse(res, 405, "Méthode non autorisée", "Cette adresse n'accepte pas ce type de requête.");
    }
    if (req.method !== "POST" || !hasBody(req.headers)) return next();
    const contentType = req.get("content-type") ?? "";
    const [mediaType = "", ...parameters] = contentType.split(";").map((part) => part.trim());
    if (!acceptedTypes(req.path).includes(mediaType.toLowerCase())) {
      return refuse(res, 415, "Format non pris en charge", "Le contenu envoyé n'est pas dans un format accepté.");
    }
    if (mediaType.toLowerCase() === "multipart/form-data" && !parameters.some((p) => /^boundary=.+/i.test(p))) {
      return refuse(res, 400, "Requête invalide", "Le formulaire envoyé est incomplet.");
    }
    next();
  };
}
