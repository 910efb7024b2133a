import { NotSupported } from "~/components/not-supported";

export const handle = { titleKey: "nav.transfer" };

export default function TransferPage() {
  return <NotSupported section="transfer" />;
}
