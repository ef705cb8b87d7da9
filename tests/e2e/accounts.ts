import { e2ePort } from "../../scripts/e2e-port.mjs";

/** The admin the end-to-end server is started with (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const E2E_ADMIN = { email: "admin@e2e.example.fr", password: "admin-e2e-secret" } as const;

/**
 * The end-to-end server's origin: the build made by `npm run build:e2e` carries it in its prerendered pages. Its port
 * is E2E_PORT, or one of this checkout's own (scripts/e2e-port.mjs), so that two checkouts can run their tests at once.
 */
export const E2E_ORIGIN = `http://127.0.0.1:${e2ePort()}`;
