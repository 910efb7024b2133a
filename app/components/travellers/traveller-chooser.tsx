import { useEffect, useState } from "react";
import { loadOnUse } from "~/components/load-on-use";
import { useTranslation } from "~/i18n/use-translation";

// The look-up's code is fetched on first use: the passenger form's first-load script stays
// within its budget (docs/decisions/0101-traveller-directory.md).
const TravellerLookup = loadOnUse(() =>
  import("./traveller-lookup").then((m) => m.TravellerLookup),
);

/**
 * "Choose a saved traveller" above a passenger block, with JS only (without JS the saved
 * travellers' panel does the same): the button opens a look-up by name.
 */
export function TravellerChooser({
  formId,
  index,
  label,
}: {
  formId: string;
  index: number;
  label: string;
}) {
  const { t } = useTranslation("travellers");
  const [hydrated, setHydrated] = useState(false);
  const [open, setOpen] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!hydrated) return null;
  return open ? (
    <TravellerLookup formId={formId} index={index} label={label} />
  ) : (
    <button
      type="button"
      className="btn-secondary py-1"
      aria-label={t("pick.chooseFor", { traveller: label })}
      onClick={() => setOpen(true)}
    >
      {t("pick.choose")}
    </button>
  );
}
