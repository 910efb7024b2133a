import { NotSupported } from "~/components/not-supported";

export default function HotelPage() {
  return <NotSupported section="hotel" />;
}
