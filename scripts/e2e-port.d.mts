/** E2E_PORT, or the port of the checkout holding scripts/e2e-port.mjs. */
export function e2ePort(env?: NodeJS.ProcessEnv): number;
