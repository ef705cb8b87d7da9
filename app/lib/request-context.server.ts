import { AsyncLocalStorage } from "node:async_hooks";

/** What the request log needs to know of a request that only the application learns (who is signed in). */
export interface RequestContext {
  requestId: string;
  userId?: string;
}

// On globalThis: the HTTP server and React Router's build are separate bundles that must share one store.
const holder = globalThis as typeof globalThis & { __requestContext?: AsyncLocalStorage<RequestContext> };
holder.__requestContext ??= new AsyncLocalStorage<RequestContext>();
const storage = holder.__requestContext;

/** Runs `work` (the rest of a request's handling) with `context` as the current request's. */
export function runInRequest<T>(context: RequestContext, work: () => T): T {
  return storage.run(context, work);
}

export function currentRequest(): RequestContext | undefined {
  return storage.getStore();
}

/** Records who is signed in on the current request, for its log line. */
export function noteSignedInUser(userId: string) {
  const context = storage.getStore();
  if (context) context.userId = userId;
}
