// docs/behaviour.md#booking-statuses-and-buttons: the NDC sources of ten airlines. The spec does
// not show the codes; the back office writes them as the fare type plus the carrier ("NDC-SQ").
// Other separators are accepted so a change of spelling upstream does not silently hide servicing.
export const SUPPORTED_NDC_CARRIERS = [
  "SQ",
  "CX",
  "BA",
  "LH",
  "EK",
  "AM",
  "HA",
  "QR",
  "A3",
  "AA",
] as const;

export function isSupportedInfoSource(infoSource: string | null | undefined): boolean {
  const tokens = (infoSource ?? "")
    .toUpperCase()
    .split(/[^A-Z0-9]+/)
    .filter(Boolean);
  return (
    tokens.includes("NDC") &&
    tokens.some((t) => (SUPPORTED_NDC_CARRIERS as readonly string[]).includes(t))
  );
}
