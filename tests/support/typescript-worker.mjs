// Runs a worker thread's TypeScript source (its path is the worker's last argument): the site runs the built script.
import { pathToFileURL } from "node:url";
import { register } from "tsx/esm/api";

register();
await import(pathToFileURL(process.argv.at(-1)).href);
