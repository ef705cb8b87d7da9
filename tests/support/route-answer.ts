/** A loader or an action of a route module, called with the arguments React Router gives it. */
export type RouteHandler = (args: never) => Promise<unknown>;

export interface RouteAnswer {
  status: number;
  location: string | null;
  body: { ok?: boolean; message?: string } & Record<string, unknown>;
}

/**
 * Runs a loader or an action as React Router would: its answer, thrown or returned, a Response or `data()`, as the
 * HTTP status, the redirect's location and the body (parsed JSON, or `{ text }`).
 */
export async function answerOf(
  handler: RouteHandler,
  request: Request,
  params: Record<string, string> = {},
): Promise<RouteAnswer> {
  const fromResponse = async (response: Response): Promise<RouteAnswer> => {
    const text = await response.text();
    let body: RouteAnswer["body"];
    try {
      body = JSON.parse(text);
    } catch {
      body = { text };
    }
    return { status: response.status, location: response.headers.get("Location"), body };
  };
  try {
    const result = (await handler({ request, params, context: { cspNonce: "" } } as never)) as {
      init?: { status?: number } | null;
      data?: RouteAnswer["body"];
    };
    if (result instanceof Response) return fromResponse(result);
    return { status: result?.init?.status ?? 200, location: null, body: result?.data ?? (result as never) };
  } catch (thrown) {
    if (thrown instanceof Response) return fromResponse(thrown);
    const answer = thrown as { init?: { status?: number }; data?: RouteAnswer["body"] };
    if (answer?.init?.status) return { status: answer.init.status, location: null, body: answer.data ?? {} };
    throw thrown;
  }
}
