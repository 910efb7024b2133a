import { NotSupported } from "~/components/not-supported";

export default function PackagePage() {
  return <NotSupported section="package" />;
}
