import { type FieldMetadata, getSelectProps } from "@conform-to/react";
import { Field, FieldErrors } from "~/components/field";
import { nameTitles } from "~/domain/code-tables";
import { useTranslation } from "~/i18n/use-translation";

type Meta = FieldMetadata<string>;

/** The person fields' labels, for the inputs and the validation summary. */
export function usePersonLabels() {
  const { t } = useTranslation("account");
  return {
    nameTitle: t("field.nameTitle"),
    surname: t("field.surname"),
    givenName: t("field.givenName"),
    email: t("field.email"),
    telephone: t("field.telephone"),
  };
}

/**
 * Name title (new accounts only), surname, given name, email and telephone, as cells of the
 * form's grid. On one's `own` details the browser may fill in; on someone else's it must not.
 */
export function PersonFields({
  fields,
  own = false,
}: {
  fields: { nameTitle?: Meta; surname: Meta; givenName: Meta; email: Meta; telephone: Meta };
  own?: boolean;
}) {
  const { t } = useTranslation("account");
  const labels = usePersonLabels();
  const { nameTitle } = fields;
  const fill = (token: string) => (own ? token : "off");
  return (
    <>
      {nameTitle ? (
        <div>
          <label htmlFor={nameTitle.id} className="label">
            {labels.nameTitle}
          </label>
          <select
            {...getSelectProps(nameTitle, { ariaDescribedBy: nameTitle.errorId })}
            key={nameTitle.key}
            className="input"
          >
            <option value="">{t("field.nameTitleChoose")}</option>
            {nameTitles.map((title) => (
              <option key={title} value={title}>
                {t(`codes:nameTitle.${title}`)}
              </option>
            ))}
          </select>
          <FieldErrors id={nameTitle.errorId} errors={nameTitle.errors} />
        </div>
      ) : null}
      <Field
        meta={fields.surname}
        label={labels.surname}
        autoComplete={fill("family-name")}
        inputClassName="uppercase"
      />
      <Field
        meta={fields.givenName}
        label={labels.givenName}
        autoComplete={fill("given-name")}
        inputClassName="uppercase"
      />
      <Field meta={fields.email} label={labels.email} type="email" autoComplete={fill("email")} />
      <Field
        meta={fields.telephone}
        label={labels.telephone}
        type="tel"
        autoComplete={fill("tel")}
      />
    </>
  );
}
