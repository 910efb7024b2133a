// From the search form to commonSearchRQ (docs/behaviour.md#entities): a round trip is sent as two
// legs (outbound and the reverse), one-way as one leg, multi-city as all legs.
import type { CommonSearchRQ } from "~/contracts/air";
import type { AirSearch } from "~/contracts/air-search";

/** `codes` are the resolved airport codes of each segment (origin, destination). */
export function toSearchRQ(
  form: AirSearch,
  codes: { origin: string; destination: string }[],
): CommonSearchRQ {
  const first = codes[0];
  let legs: { ori: string; des: string; date: string }[];
  if (form.searchType === "multiCity") {
    legs = form.segments.map((s, i) => ({
      ori: codes[i].origin,
      des: codes[i].destination,
      date: s.departureDate,
    }));
  } else {
    legs = [{ ori: first.origin, des: first.destination, date: form.segments[0].departureDate }];
    if (form.searchType === "return")
      legs.push({ ori: first.destination, des: first.origin, date: form.returnDate ?? "" });
  }
  const others = form.paxTypeSelected === "others";
  const special = (type: string) =>
    others && form.specialPaxType === type ? form.specialCount : 0;
  return {
    searchType: form.searchType,
    paxTypeSelected: form.paxTypeSelected,
    origin: first.origin,
    destination: first.destination,
    oriLocs: legs.map((l) => l.ori),
    desLocs: legs.map((l) => l.des),
    departureDate: legs.map((l) => l.date),
    adultCount: form.adultCount,
    childCount: form.childCount,
    youngAdultCount: form.youngAdultCount,
    infantCount: form.infantCount,
    seamanCount: special("SEA"),
    studentCount: special("STU"),
    labourCount: special("LBR"),
    specialPaxType: others ? (form.specialPaxType ?? "") : "",
    specialCount: others ? form.specialCount : 0,
    corpCode: form.corpCode ?? "",
    airlineCode: form.airlineCode ?? "",
    fareType: [...form.fareType],
    cabinType: form.cabinType,
  };
}
