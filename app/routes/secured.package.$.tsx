import { NotSupported } from "~/components/not-supported";

export const handle = { titleKey: "nav.package" };

export default function PackagePage() {
  return <NotSupported section="package" />;
}
