/** Header the HTTP server sets from the socket (or the trusted proxy) address; any client-sent value is replaced. */
export const CLIENT_IP_HEADER = "x-client-ip";
