import { toAirlineName } from "~/domain/air/airline-name";
import {
  documentWarnings,
  type DocumentTrip,
  type TravelDocument,
} from "~/domain/air/travel-documents";
import { creditsForTraveller } from "~/domain/credits/matching";
import { useFormatter } from "~/i18n/use-formatter";
import { useTranslation } from "~/i18n/use-translation";
import type { FormCredit } from "~/services/credits.server";
import { useDocumentWarningText } from "./document-warning-text";

/**
 * "Airline will receive: SZETO/TAI MAN PETER MR" under a passenger's name fields, with a warning
 * when letters changed (docs/decisions/0102-airline-names-documents-and-credits.md).
 */
export function AirlineNamePreview(props: {
  surname: string;
  givenName: string;
  title: string;
  passengerType: string;
}) {
  const { t } = useTranslation("travel");
  const name = toAirlineName(props);
  return (
    <div className="text-sm">
      {name.text ? (
        <>
          <p className="font-medium text-slate-800">
            {t("name.preview")} <span className="font-mono">{name.text}</span>
          </p>
          {name.changed ? (
            <p className="text-amber-900">
              <span aria-hidden="true">⚠ </span>
              {t(name.shortened ? "name.shortened" : "name.changed")}
            </p>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

/** A traveller's document warnings as the agent types (the passenger form). */
export function DocumentWarnings({ doc, trip }: { doc: TravelDocument; trip: DocumentTrip }) {
  const text = useDocumentWarningText();
  const warnings = documentWarnings(doc, trip);
  return (
    <div className="text-sm text-amber-900">
      {warnings.length ? (
        <ul className="list-none space-y-1">
          {warnings.map((w) => (
            <li key={w.kind}>
              <span aria-hidden="true">⚠ </span>
              {text(w)}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * Open credits with this airline whose name matches the one typed, or of the directory traveller
 * chosen for the block (a live region).
 */
export function MatchingCredits({
  credits,
  surname,
  givenName,
  travellerId,
}: {
  credits: readonly FormCredit[];
  surname: string;
  givenName: string;
  travellerId?: string | null;
}) {
  const { t } = useTranslation("travel");
  const { money, day } = useFormatter();
  const matches = creditsForTraveller(credits, { surname, givenName }, travellerId);
  return (
    <div className="text-sm text-sky-900">
      {matches.length ? (
        <ul className="list-none space-y-1">
          {matches.map((c) => (
            <li key={c.id}>
              {t("credits.onForm", {
                amount: money(c.amount, c.currency),
                ticket: c.ticketNumber,
                expires: day(c.expiresOn),
                assumed: c.expiryAssumed ? t("credits.onFormAssumed") : "",
              })}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export type PassengerNotesProps = {
  surname: string;
  givenName: string;
  title: string;
  passengerType: string;
  doc: TravelDocument;
  trip?: DocumentTrip;
  credits: readonly FormCredit[];
  /** The directory traveller chosen for the block, if any. */
  travellerId?: string | null;
};

/**
 * Everything the passenger form says about one traveller's name and document; its code loads
 * when first shown (components/air/passenger-block.tsx), outside the page's first-load script.
 */
export function PassengerNotes({ doc, trip, credits, travellerId, ...name }: PassengerNotesProps) {
  return (
    <div className="space-y-1">
      <AirlineNamePreview {...name} />
      {trip ? <DocumentWarnings doc={doc} trip={trip} /> : null}
      {credits.length ? (
        <MatchingCredits
          credits={credits}
          surname={name.surname}
          givenName={name.givenName}
          travellerId={travellerId}
        />
      ) : null}
    </div>
  );
}
