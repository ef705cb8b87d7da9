import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import type { EntryContext } from "react-router";
import { deferScripts } from "./deferred-hydration";

/** Where `text` ends inside a tag the next chunk completes: that end waits for it. */
function incompleteTagStart(text: string): number {
  const start = text.lastIndexOf("<");
  return start !== -1 && !text.includes(">", start) ? start : text.length;
}

/**
 * The document as React streams it, with `deferScripts` applied (docs/decisions/028-marketing-pages-without-framework-js.md):
 * a visitor's first paint and largest paint depend on the HTML alone, and the framework hydrates the page once it has
 * loaded. Its forms post natively until then.
 */
export function deferredScripts(): Transform {
  const decoder = new StringDecoder("utf8");
  let pending = "";
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = pending + decoder.write(chunk);
      const end = incompleteTagStart(text);
      pending = text.slice(end);
      callback(null, deferScripts(text.slice(0, end)));
    },
    flush(callback) {
      callback(null, deferScripts(pending + decoder.end()));
    },
  });
}

/** Whether the document is for a visitor: nobody signed in, as the root loader found. */
export function forVisitor(context: EntryContext): boolean {
  const root = context.staticHandlerContext.loaderData.root as { user?: unknown } | undefined;
  return !root?.user;
}
