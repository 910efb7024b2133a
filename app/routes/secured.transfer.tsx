import { NotSupported } from "~/components/not-supported";

export default function TransferPage() {
  return <NotSupported section="transfer" />;
}
