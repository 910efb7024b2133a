// @vitest-environment happy-dom
import { getFormProps } from "@conform-to/react";
import { Form, useActionData } from "@remix-run/react";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { useRulesForm } from "~/components/use-rules-form";
import { ValidationSummary } from "~/components/validation-summary";
import { passengerFormSchema, type PassengerDraft } from "~/forms/air-passengers";
import { fieldRules } from "~/forms/field-rules.server";
import { parseForm } from "~/forms/parse-form";
import { passengerLabels } from "~/forms/schemas.fixture";
import { renderPage } from "../../../tests/support/render-page";
import { PassengerBlock } from "./passenger-block";

const schema = passengerFormSchema("2030-06-01", passengerLabels);
const rules = JSON.parse(JSON.stringify(fieldRules(schema)));
const blank = (refIndex: number) => ({
  refIndex,
  passengerType: "ADT",
  surname: "",
  givenName: "",
  birthDate: "",
  emails: [""],
  phones: [] as { countryAccessCode: string; phoneNumber: string }[],
});

// The passenger page's form as the route builds it (its loader and other panels aside).
function Page() {
  const data = useActionData<{ result: never }>();
  const [form, fields] = useRulesForm<{ passengers: PassengerDraft[] }>(rules, {
    id: "passengers",
    lastResult: data?.result,
    defaultValue: { passengers: [blank(1), blank(2)] as never },
  });
  const labels = { "passengers[0].surname": "Adult 1 Surname" };
  return (
    <>
      {form.status === "error" ? (
        <ValidationSummary errors={form.allErrors} labels={labels} />
      ) : null}
      <Form method="post" {...getFormProps(form)}>
        {fields.passengers.getFieldList().map((b, i) => (
          <PassengerBlock
            key={b.key}
            form={form}
            meta={b}
            index={i}
            bounds={{ min: "", max: "" }}
            label={undefined}
          />
        ))}
        <button type="submit">Submit</button>
      </Form>
    </>
  );
}

async function action({ request }: { request: Request }) {
  const submission = parseForm(await request.formData(), schema);
  return { result: submission.status === "success" ? null : submission.reply() };
}

const block = (n: number) => screen.getByRole("group", { name: `Adult ${n}` });
const input = (n: number, label: string) =>
  within(block(n)).getByLabelText(label) as HTMLInputElement;

async function open() {
  const user = userEvent.setup();
  renderPage(Page, { action });
  await screen.findByRole("button", { name: "Submit" });
  return user;
}

afterEach(cleanup);

// Typing through user-event takes seconds on a busy machine.
describe("PassengerBlock in the passenger form", { timeout: 20_000 }, () => {
  it("checks a field when it is left, with the catalogue's words", async () => {
    const user = await open();
    await user.click(input(1, "Surname"));
    await user.tab();
    expect(await within(block(1)).findByText("Surname is required")).toBeTruthy();
    await user.type(input(1, "Email 1"), "agent@");
    await user.tab();
    expect(await within(block(1)).findByText("Email format is incorrect")).toBeTruthy();
    await user.type(input(2, "Nationality (2-letter code)"), "H");
    await user.tab();
    expect(await within(block(2)).findByText("Country code must be 2 letters.")).toBeTruthy();
    // One block's checks leave the other's alone.
    expect(within(block(2)).queryByText("Surname is required")).toBeNull();
  });

  it("submits to the server, shows the VALIDATION_FAILED summary and focuses the first invalid field", async () => {
    const user = await open();
    await user.type(input(1, "Given name"), "Tai Man");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    const summary = await screen.findByRole("alert");
    expect(summary.textContent).toContain("Please check the highlighted fields");
    expect(summary.textContent).toContain("Adult 1 Surname: Surname is required");
    await waitFor(() => expect(document.activeElement).toBe(input(1, "Surname")));
    expect(input(1, "Given name").value).toBe("Tai Man");
    // The server's own rule (the contact's telephone) shows under its field.
    expect(within(block(1)).getByText("Telephone is required")).toBeTruthy();
  });

  it("adds and removes emails in place, keeping what was typed", async () => {
    const user = await open();
    await user.type(input(1, "Surname"), "Chan");
    await user.type(input(1, "Email 1"), "one@example.com");
    await user.click(within(block(1)).getByRole("button", { name: "Add an email" }));
    await user.type(await within(block(1)).findByLabelText("Email 2"), "two@example.com");
    await user.click(within(block(1)).getByRole("button", { name: "Add an email" }));
    await user.type(await within(block(1)).findByLabelText("Email 3"), "three@example.com");
    await user.click(within(block(1)).getByRole("button", { name: "Remove email 2" }));
    await waitFor(() => expect(within(block(1)).queryByLabelText("Email 3")).toBeNull());
    expect(input(1, "Email 1").value).toBe("one@example.com");
    expect(input(1, "Email 2").value).toBe("three@example.com");
    expect(input(1, "Surname").value).toBe("Chan");
  });
});
