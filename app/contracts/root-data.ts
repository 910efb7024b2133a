// What the root loader hands every page and what components read back from it
// (useRouteLoaderData("root")): the token of every POST form, the locale and the agency zone.
export type RootData = { csrf: string; locale: string; timeZone: string };
