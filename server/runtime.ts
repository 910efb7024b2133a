import type * as runtime from "../app/server-runtime.server";

/** The app's modules the HTTP server uses, taken from the Remix build: one copy per process. */
export type ServerRuntime = typeof runtime;
