// PORTAL_BUILD_DIR lets several builds live side by side (parallel test runs); default: build/ and public/build/.
const dir = process.env.PORTAL_BUILD_DIR;

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  ignoredRouteFiles: ["**/.*", "**/*.test.{ts,tsx}"],
  serverModuleFormat: "esm",
  serverPlatform: "node",
  serverBuildPath: dir ? `${dir}/server/index.js` : "build/index.js",
  assetsBuildDirectory: dir ? `${dir}/public/build` : "public/build",
  publicPath: "/build/",
  // The home page is the sign-in page (spec 01 §2): the login route module also serves "/".
  routes: (defineRoutes) =>
    defineRoutes((route) => route("/", "routes/login.tsx", { index: true, id: "routes/_index" })),
  tailwind: true,
  postcss: false,
  future: {
    v3_fetcherPersist: true,
    v3_lazyRouteDiscovery: true,
    v3_relativeSplatPath: true,
    v3_singleFetch: true,
    v3_throwAbortReason: true,
  },
};
