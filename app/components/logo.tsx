import { useTranslation } from "~/i18n/use-translation";

/**
 * The logo in the agent's language. `destination` names where its link goes, for screen readers
 * after the visible name (the accessible name begins with the visible text, WCAG 2.5.3). A module
 * of its own: every signed-in page's top bar needs it, not the public pages' frame.
 */
export function Logo({ destination, className = "" }: { destination: string; className?: string }) {
  const { t } = useTranslation();
  return (
    <span className={`flex items-center gap-2 font-bold tracking-tight ${className}`}>
      <img src="/logo.svg" alt="" width={28} height={28} />
      <span>{t("common.brand")}</span>
      <span className="sr-only">{`, ${destination}`}</span>
    </span>
  );
}
