import { type FieldMetadata } from "@conform-to/react";
import { FieldErrors } from "~/components/field";
import { useTranslation } from "~/i18n/use-translation";
import type { SecurityGroup } from "~/pamhk/account-admin.server";

function checkedCodes(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === "string");
  return typeof value === "string" ? [value] : [];
}

/**
 * Role checkboxes from the security groups of the user's type. Locked (disabled, with a note)
 * for anyone but a customer admin; the server ignores roles from them anyway.
 */
export function RoleCheckboxes({
  meta,
  groups,
  selected,
  locked,
  lockedNote = "edit.rolesLocked",
}: {
  meta: FieldMetadata<string[] | undefined>;
  groups: SecurityGroup[];
  selected: string[];
  locked: boolean;
  /** Why the boxes are locked (account namespace). */
  lockedNote?: string;
}) {
  const { t } = useTranslation("account");
  // After a failed submit the user's own choice wins over the stored roles.
  const chosen = meta.initialValue !== undefined ? checkedCodes(meta.initialValue) : selected;
  return (
    <fieldset aria-describedby={locked ? `${meta.id}-locked` : meta.errorId}>
      <legend className="label">{t("field.roles")}</legend>
      {groups.length === 0 ? <p className="text-sm text-slate-500">{t("add.noRoles")}</p> : null}
      <div className="grid gap-1 sm:grid-cols-2">
        {groups.map((group) => (
          <label key={group.code} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              name={meta.name}
              value={group.code}
              defaultChecked={chosen.includes(group.code)}
              disabled={locked}
              className="h-4 w-4"
            />
            {group.name}
          </label>
        ))}
      </div>
      {locked ? (
        <p id={`${meta.id}-locked`} className="mt-1 text-xs text-slate-500">
          {t(lockedNote)}
        </p>
      ) : null}
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </fieldset>
  );
}
