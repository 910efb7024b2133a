// The home page is the sign-in page (spec 01 §2).
export { action, ErrorBoundary, handle, loader } from "./login";
export { default } from "./login";
