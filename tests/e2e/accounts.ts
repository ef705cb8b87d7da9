/** The admin the end-to-end server is started with (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const E2E_ADMIN = { email: "admin@e2e.example.fr", password: "admin-e2e-secret" } as const;

/** The end-to-end server's origin: the build made by `npm run build:e2e` carries it in its prerendered pages. */
export const E2E_ORIGIN = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100)}`;
