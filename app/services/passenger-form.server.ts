// The passenger form's submissions (docs/behaviour.md#passenger-details): the temporary list's
// buttons (load, remove, save, replace, import) and the final submit. The list's buttons submit the
// whole form, so every block keeps its edits in the flow's draft whatever the button did.
import { requireAbility, type SignedIn } from "~/auth/guard.server";
import { isLocale, type Locale } from "~/domain/locales";
import type { Message } from "~/domain/upstream-error";
import {
  passengerFormSchema,
  singlePassengerSchema,
  type PassengerDraft,
} from "~/forms/air-passengers";
import { msg } from "~/forms/messages";
import { parseForm } from "~/forms/parse-form";
import { paths } from "~/paths";
import {
  newConfirmToken,
  readFlow,
  readPaxList,
  writeFlow,
  writePaxList,
  type AirFlow,
} from "~/session/flow.server";
import {
  departureOf,
  draftFromForm,
  formPassengers,
  fromListEntry,
  parsePaxJson,
  passengerLabels,
  programmeList,
  toTravellerInfos,
  travellersOf,
  withPaxEntry,
} from "./air-book.server";
import { passengerFromDirectory } from "./travellers/passenger-fill.server";

type Reply = ReturnType<ReturnType<typeof parseForm>["reply"]>;

/** What the page shows again after a submission it refused. */
export type PassengerFormReply = {
  result: Reply | null;
  importError: Message | null;
  /** The pasted list a refused import shows again (without JS the page is drawn anew). */
  importText?: string;
  listFull: { block: number } | null;
};

export type PassengerFormOutcome =
  /** Elsewhere in the journey (the flow is not at this step, or the passengers are done). */
  | { kind: "redirect"; to: string }
  /** Done: back to the form with a toast (a catalogue key). */
  | { kind: "done"; toast: string }
  /** The language switch sent through the form (without JS): the draft is kept, then this language. */
  | { kind: "language"; lng: Locale }
  | { kind: "reply"; reply: PassengerFormReply; status: number };

const refused = (reply: Partial<PassengerFormReply>, status = 400): PassengerFormOutcome => ({
  kind: "reply",
  reply: { result: null, importError: null, listFull: null, ...reply },
  status,
});

/** The block's traveller decides type and index, never the browser. */
const pick = (t: { refIndex: number; passengerType: string }) => ({
  refIndex: t.refIndex,
  passengerType: t.passengerType,
});

export async function submitPassengerForm(
  ctx: SignedIn,
  formData: FormData,
): Promise<PassengerFormOutcome> {
  const flow = await readFlow(ctx.session);
  if (!flow.bookForm || !flow.lastSearch) return { kind: "redirect", to: paths.reviewFlight() };
  if (flow.booked) return { kind: "redirect", to: paths.bookingConfirmation() };
  const intent = String(formData.get("_action") ?? "");
  const [verb, first, second] = intent.split(":");
  const labels = await passengerLabels(ctx.request);
  const programmes = (await programmeList(ctx)).map((p) => p.code);
  const schemas = {
    form: () => passengerFormSchema(departureOf(flow), labels, programmes),
    one: () => singlePassengerSchema(departureOf(flow), labels, programmes),
  };
  if (verb === "load" || verb === "remove" || verb === "save" || verb === "replace")
    return listButton(ctx, flow, formData, { verb, first, second }, schemas);
  if (intent === "import") return importList(ctx, flow, formData);
  if (verb === "pick" || intent === "findTravellers")
    return directoryButton(
      ctx,
      flow,
      formData,
      verb === "pick" ? { id: first, block: second } : null,
    );
  if (intent === "rules") return openRules(ctx, flow, formData);
  if (verb === "language") return switchLanguage(ctx, flow, formData, first);
  // Submitting passengers needs the bookingAgent flag, whatever the page showed.
  if (intent === "submit") requireAbility(ctx, "book");
  return submitPassengers(ctx, flow, formData, schemas.form());
}

type Schemas = {
  form: () => ReturnType<typeof passengerFormSchema>;
  one: () => ReturnType<typeof singlePassengerSchema>;
};

async function listButton(
  ctx: SignedIn,
  flow: AirFlow,
  formData: FormData,
  { verb, first, second }: { verb: string; first?: string; second?: string },
  schemas: Schemas,
): Promise<PassengerFormOutcome> {
  const travellers = travellersOf(flow);
  const version = (flow.draftVersion ?? 0) + 1;
  const list = await readPaxList(ctx.session);
  const draft = draftFromForm(formData, travellers, ctx.user, formPassengers(flow, ctx.user));
  const keepDraft = () => writeFlow(ctx.session, { ...flow, draft, draftVersion: version });
  const entry = Number(verb === "save" ? NaN : first);
  const block = Number(verb === "save" ? first : verb === "replace" ? second : NaN);
  if (verb === "load") {
    const target = Number(formData.get(`loadTarget-${entry}`));
    if (!list[entry] || !travellers[target]) return refused({});
    draft[target] = fromListEntry(list[entry], travellers[target], ctx.user);
    // The block no longer holds a directory traveller (docs/decisions/0101).
    const directoryIds = travellers.map((_, i) =>
      i === target ? null : (flow.directoryIds?.[i] ?? null),
    );
    await writeFlow(ctx.session, { ...flow, draft, draftVersion: version, directoryIds });
    return { kind: "done", toast: "success.PAX_LOADED" };
  }
  if (verb === "remove") {
    if (!list[entry]) return refused({});
    await writePaxList(
      ctx.session,
      list.filter((_, i) => i !== entry),
    );
    await keepDraft();
    return { kind: "done", toast: "success.PAX_REMOVED" };
  }
  // save / replace: this one traveller must be complete; the other blocks may be blank.
  if (!travellers[block]) return refused({});
  const one = new FormData();
  const prefix = `passengers[${block}].`;
  for (const [k, v] of formData)
    if (k.startsWith(prefix)) one.append(`passenger.${k.slice(prefix.length)}`, v);
  const single = parseForm(one, schemas.one());
  if (single.status !== "success") {
    const reply = parseForm(formData, schemas.form()).reply();
    const error = Object.fromEntries(
      Object.entries(single.reply().error ?? {}).map(([k, v]) => [
        k.replace(/^passenger\./, prefix),
        v,
      ]),
    );
    return refused({ result: { ...reply, status: "error" as const, error } });
  }
  const person = { ...single.value.passenger, ...pick(travellers[block]) };
  const saved = withPaxEntry(list, person, verb === "replace" ? entry : undefined);
  draft[block] = person;
  if (saved === "full") {
    await keepDraft();
    return refused({ listFull: { block } }, 409);
  }
  await writePaxList(ctx.session, saved);
  await keepDraft();
  return { kind: "done", toast: "success.PAX_SAVED" };
}

/**
 * A pasted list replaces as many travellers as it holds; the others keep the values the form sent
 * (the Import button belongs to the passenger form), so their unsaved edits survive, JS or not.
 */
async function importList(
  ctx: SignedIn,
  flow: AirFlow,
  formData: FormData,
): Promise<PassengerFormOutcome> {
  const travellers = travellersOf(flow);
  const typed = draftFromForm(formData, travellers, ctx.user, formPassengers(flow, ctx.user));
  const text = String(formData.get("paxJson") ?? "");
  const parsed = parsePaxJson(text);
  const draft =
    parsed === null || parsed === "tooMany"
      ? typed
      : travellers.map((t, i) => (parsed[i] ? fromListEntry(parsed[i], t, ctx.user) : typed[i]));
  await writeFlow(ctx.session, { ...flow, draft, draftVersion: (flow.draftVersion ?? 0) + 1 });
  if (parsed === null)
    return refused({ importError: { key: "error.INVALID_PAX_LIST" }, importText: text });
  if (parsed === "tooMany")
    return refused({ importError: { key: "validation.MAX_10" }, importText: text });
  return { kind: "done", toast: "success.PAX_IMPORTED" };
}

/**
 * The saved-traveller buttons (docs/decisions/0101-traveller-directory.md): "Find" lists the
 * directory's travellers by name (the page's `travellers` query), "Fill" fills one block from one
 * of them; both keep every block's edits, as the temporary list's buttons do.
 */
async function directoryButton(
  ctx: SignedIn,
  flow: AirFlow,
  formData: FormData,
  pick: { id?: string; block?: string } | null,
): Promise<PassengerFormOutcome> {
  const travellers = travellersOf(flow);
  const draft = draftFromForm(formData, travellers, ctx.user, formPassengers(flow, ctx.user));
  const version = (flow.draftVersion ?? 0) + 1;
  const query = String(formData.get("travellerQuery") ?? "")
    .trim()
    .slice(0, 60);
  if (!pick) {
    await writeFlow(ctx.session, { ...flow, draft, draftVersion: version });
    return {
      kind: "redirect",
      to: `${paths.passengers()}?${new URLSearchParams({ travellers: query })}`,
    };
  }
  const block = Number(pick.block ?? formData.get(`pickTarget-${pick.id ?? ""}`));
  const filled = Number.isInteger(block)
    ? await passengerFromDirectory(ctx, flow, String(pick.id ?? ""), block)
    : undefined;
  if (!filled) return refused({});
  draft[block] = filled;
  const directoryIds = travellers.map((_, i) => flow.directoryIds?.[i] ?? null);
  directoryIds[block] = String(pick.id);
  await writeFlow(ctx.session, { ...flow, draft, draftVersion: version, directoryIds });
  return { kind: "done", toast: "travellers:pick.filled" };
}

/** Without JS a page action leaves the form: what was typed is kept as the flow's draft first. */
async function keepTyped(ctx: SignedIn, flow: AirFlow, formData: FormData) {
  const draft = draftFromForm(
    formData,
    travellersOf(flow),
    ctx.user,
    formPassengers(flow, ctx.user),
  );
  await writeFlow(ctx.session, { ...flow, draft, draftVersion: (flow.draftVersion ?? 0) + 1 });
}

/** Fare rules opened from the form without JS: the form is kept as a draft, then the dialog. */
async function openRules(
  ctx: SignedIn,
  flow: AirFlow,
  formData: FormData,
): Promise<PassengerFormOutcome> {
  await keepTyped(ctx, flow, formData);
  return { kind: "redirect", to: `${paths.passengers()}?dialog=rules` };
}

async function switchLanguage(
  ctx: SignedIn,
  flow: AirFlow,
  formData: FormData,
  lng: string | undefined,
): Promise<PassengerFormOutcome> {
  if (!isLocale(lng)) return refused({});
  await keepTyped(ctx, flow, formData);
  return { kind: "language", lng };
}

async function submitPassengers(
  ctx: SignedIn,
  flow: AirFlow,
  formData: FormData,
  schema: ReturnType<typeof passengerFormSchema>,
): Promise<PassengerFormOutcome> {
  const travellers = travellersOf(flow);
  const submission = parseForm(formData, schema);
  if (submission.status !== "success")
    return refused({ result: submission.reply() }, submission.status === "error" ? 400 : 200);
  // The blocks are the searched travellers: their types and order are not the browser's to choose.
  const passengers: PassengerDraft[] = submission.value.passengers.map((p, i) => ({
    ...p,
    refIndex: travellers[i]?.refIndex ?? 0,
    passengerType: travellers[i]?.passengerType ?? "",
  }));
  if (
    passengers.length !== travellers.length ||
    passengers.some((p, i) => p.passengerType !== submission.value.passengers[i].passengerType)
  )
    return refused({ result: submission.reply({ formErrors: [msg("FIELD_REQUIRE")] }) });
  await writeFlow(ctx.session, {
    ...flow,
    step: "confirm",
    draft: passengers,
    travelerInfos: toTravellerInfos(passengers),
    confirmToken: newConfirmToken(),
  });
  return { kind: "redirect", to: paths.bookingConfirmation() };
}
