import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream, renderToStaticMarkup } from "react-dom/server";
import type { AppLoadContext, EntryContext, HandleDataRequestFunction, HandleErrorFunction } from "react-router";
import { ServerRouter } from "react-router";
import siteCss from "./app.css?inline";
import { OUTAGE_MESSAGE, OutageDocument, PlainDocument } from "./components/layout/outage-document";
import { PRERENDER_NONCE } from "./lib/csp";
import { failedForOutage, noteOutage } from "./lib/database-unavailable.server";
import { deferredScripts, forVisitor } from "./lib/deferred-hydration.server";
import { DocumentAssetsContext } from "./lib/document-assets";
import { failedForMalformedBody, MALFORMED_BODY_MESSAGE, noteMalformedBody } from "./lib/malformed-body.server";

export const streamTimeout = 5_000;

// A lost database is told apart here, at the edge, and nowhere else: whatever loader or action met it, the answer is
// 503 with the French outage message instead of a 500. A body that cannot be read as a form (a multipart body cut
// off) is the client's fault, whichever action read it: 400 with a French message.
export const handleError: HandleErrorFunction = (error, { request }) => {
  noteOutage(error, request);
  noteMalformedBody(error, request);
  if (!request?.signal.aborted) console.error(error);
};

const plainText = (status: number, text: string) =>
  new Response(text, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });

export const handleDataRequest: HandleDataRequestFunction = (response, { request }) => {
  if (failedForOutage(request)) return plainText(503, OUTAGE_MESSAGE.title);
  if (failedForMalformedBody(request)) return plainText(400, MALFORMED_BODY_MESSAGE.text);
  return response;
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext | undefined,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  if (failedForOutage(request) || failedForMalformedBody(request)) {
    responseHeaders.set("Content-Type", "text/html; charset=utf-8");
    responseHeaders.set("Cache-Control", "no-store");
    const outage = failedForOutage(request);
    const page = outage ? (
      <OutageDocument css={siteCss} />
    ) : (
      <PlainDocument css={siteCss} status={400} message={MALFORMED_BODY_MESSAGE} />
    );
    return new Response(`<!DOCTYPE html>${renderToStaticMarkup(page)}`, {
      status: outage ? 503 : 400,
      headers: responseHeaders,
    });
  }
  const nonce = loadContext?.cspNonce ?? PRERENDER_NONCE;
  // A visitor's page hydrates once it has loaded; a member of staff's, at once (docs/decisions/028-marketing-pages-without-framework-js.md).
  const deferHydration = forVisitor(routerContext);

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers and prerendering get the complete document at once.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode || !loadContext?.cspNonce
        ? "onAllReady"
        : "onShellReady";

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <DocumentAssetsContext value={{ css: siteCss, nonce }}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </DocumentAssetsContext>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(deferHydration ? body.pipe(deferredScripts()) : body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
