/**
 * Where this machine reaches the server that `HOST` and `PORT` describe: the loopback when it listens on every
 * address, or on the loopback's name.
 */
export function runningServerOrigin({ HOST, PORT }: { HOST: string; PORT: number }): string {
  if (HOST === "0.0.0.0" || HOST === "localhost") return `http://127.0.0.1:${PORT}`;
  if (HOST === "::") return `http://[::1]:${PORT}`;
  return HOST.includes(":") ? `http://[${HOST}]:${PORT}` : `http://${HOST}:${PORT}`;
}
