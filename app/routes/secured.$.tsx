import { GeneralErrorBoundary } from "~/components/error-boundary";

// Unknown secured paths render the translated 404 inside the shell.
export function loader() {
  throw new Response("Not Found", { status: 404 });
}

export default function NotFound() {
  return null;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
