import { NotSupported } from "~/components/not-supported";

export const handle = { titleKey: "nav.hotel" };

export default function HotelPage() {
  return <NotSupported section="hotel" />;
}
