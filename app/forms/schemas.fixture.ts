// Every schema of app/forms, built with fixed dates, for the tests that run over all of them
// (schema-field-names.test.ts, field-rules.test.ts). `schemas.fixture.test.ts` fails when a module
// exports a schema this list leaves out.
import { DateTime } from "luxon";
import type { $ZodType } from "zod/v4/core";
import {
  AccountIdSchema,
  AccountSearchSchema,
  ChangePasswordSchema,
  EditAccountSchema,
  NewAccountSchema,
} from "./account-forms";
import { activityFilterSchema, NoteSchema } from "./activity";
import { PaxListSchema, passengerFormSchema, singlePassengerSchema } from "./air-passengers";
import { airSearchSchema } from "./air-search";
import {
  CancelSchema,
  IssueTicketSchema,
  modifyTravellerSchema,
  RefundSchema,
} from "./booking-actions";
import { bookingSearchSchema } from "./booking-search";
import { AskNewQuoteSchema, ChooseOptionSchema } from "./client-quote";
import { CloseCreditSchema, CreditsViewSchema } from "./credits";
import { MyInfoSchema, MyPasswordSchema } from "./my-account";
import { AcceptScheduleChangeSchema } from "./notification-details";
import { NotificationSearchSchema } from "./notification-search";
import { orderSearchSchema } from "./order-search";
import { IssueSchema, LocatorStepSchema, SelectionSchema } from "./order-wizard";
import { ContactUsSchema, ForgetPasswordSchema, LoginSchema } from "./public";
import {
  AssignSchema,
  DoneSchema,
  MorningMailSchema,
  QueueFilterSchema,
  ReminderSchema,
  SnoozeSchema,
} from "./queue";
import { FeeRuleSchema, QuoteDetailsSchema, RemoveOptionSchema, RemoveRuleSchema } from "./quotes";
import { AncillaryChoiceSchema } from "./rebook-ancillary";
import { AncillaryConfirmSchema, RebookConfirmSchema } from "./rebook-confirm";
import { rebookSearchSchema } from "./rebook-search";
import { reportRunnerSchema } from "./report-runner";
import { SendDocumentsSchema } from "./send-documents";
import { TravellerSchema, TravellerSearchSchema } from "./travellers";

export const passengerLabels = {
  surname: "Surname",
  givenName: "Given name",
  birthDate: "Birth date",
  email: "Email",
  telephone: "Telephone",
  docId: "Document",
  ffNumber: "Membership number",
};

/** The schemas of the portal's forms (what a browser posts), by the export they come from. */
export const formSchemas: Record<string, $ZodType> = {
  LoginSchema,
  ContactUsSchema,
  ForgetPasswordSchema,
  NewAccountSchema,
  EditAccountSchema,
  ChangePasswordSchema,
  AccountSearchSchema,
  MyInfoSchema,
  MyPasswordSchema,
  orderSearchSchema: orderSearchSchema("2030-05-11"),
  reportRunnerSchema: reportRunnerSchema("2030-05-11"),
  NotificationSearchSchema,
  AcceptScheduleChangeSchema,
  modifyTravellerSchema: modifyTravellerSchema("2030-05-10"),
  CancelSchema,
  IssueTicketSchema,
  RefundSchema,
  LocatorStepSchema,
  SelectionSchema,
  IssueSchema,
  bookingSearchSchema: bookingSearchSchema(DateTime.fromISO("2030-05-10")),
  airSearchSchema: airSearchSchema("2030-05-10"),
  passengerFormSchema: passengerFormSchema("2030-06-01", passengerLabels, ["CX", "BR"]),
  singlePassengerSchema: singlePassengerSchema("2030-06-01", passengerLabels, ["CX", "BR"]),
  rebookSearchSchema: rebookSearchSchema("2030-05-10", 2),
  AncillaryChoiceSchema,
  RebookConfirmSchema,
  AncillaryConfirmSchema,
  SendDocumentsSchema,
  NoteSchema,
  activityFilterSchema: activityFilterSchema("2030-05-10"),
  QueueFilterSchema,
  AssignSchema,
  SnoozeSchema,
  DoneSchema,
  ReminderSchema,
  MorningMailSchema,
  QuoteDetailsSchema,
  RemoveOptionSchema,
  FeeRuleSchema,
  RemoveRuleSchema,
  ChooseOptionSchema,
  AskNewQuoteSchema,
  CreditsViewSchema,
  CloseCreditSchema,
  TravellerSearchSchema,
  TravellerSchema,
};

/** Schemas that read something other than a form (a URL parameter, a pasted JSON list). */
export const otherSchemas: Record<string, $ZodType> = { AccountIdSchema, PaxListSchema };
