import type { RequestHandler } from "express";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses a state-changing request that a browser sent from another site (its Origin, or failing that its
 * Sec-Fetch-Site, says so). SameSite=Lax cookies already keep sessions out of such requests; this also covers
 * forms without a session (contact, quote, newsletter) and resource routes.
 */
export function refuseCrossSiteMutations(publicUrl: string): RequestHandler {
  const publicOrigin = new URL(publicUrl).origin;
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = req.get("origin");
    const ownOrigin = `${req.protocol}://${req.get("host")}`;
    const crossSite = origin
      ? origin !== publicOrigin && origin !== ownOrigin
      : req.get("sec-fetch-site") === "cross-site";
    if (!crossSite) return next();
    res.status(403).type("text/plain; charset=utf-8").send("Requête refusée : elle ne vient pas de ce site.");
  };
}
