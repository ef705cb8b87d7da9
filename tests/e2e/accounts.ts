/** The admin the end-to-end server is started with (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const E2E_ADMIN = { email: "admin@e2e.example.fr", password: "admin-e2e-secret" } as const;
