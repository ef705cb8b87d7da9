import type { RequestHandler } from "express";

/** Pages that show staff or personal data, and their `.data` twins: no shared or browser cache may keep them. */
const PRIVATE_PATHS =
  /^\/(_root\.data$|admin(\/|\.data$|$)|employees(\.data)?$|my-schedule(\.data)?$|account(\.data)?$|auth(\.data)?$|logout|api\/auth\/)/;

export function isPrivatePath(pathname: string): boolean {
  return PRIVATE_PATHS.test(pathname);
}

export function noStoreForPrivatePages(): RequestHandler {
  return (req, res, next) => {
    if (isPrivatePath(req.path)) res.set("Cache-Control", "no-store");
    next();
  };
}
