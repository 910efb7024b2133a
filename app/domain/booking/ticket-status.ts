// A version replaced by a later one (rebook) keeps its ticket list as history: a ticket the back
// office still calls "issued" there was exchanged for the later version's, so it is shown so.

export function shownTicketStatus(
  item: { latestVersion: boolean },
  status: string | null | undefined,
): string {
  const s = (status ?? "").toLowerCase();
  if (!item.latestVersion && s === "issued") return "exchanged";
  return s;
}
