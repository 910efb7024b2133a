// @vitest-environment happy-dom
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import type { Traveller } from "~/contracts/booking";
import { modifyTravellerSchema } from "~/forms/booking-actions";
import { fieldRules } from "~/forms/field-rules.server";
import { renderPage } from "../../../tests/support/render-page";
import { ModifyTravellerDialog } from "./modify-traveller-dialog";

// The rules as the loader hands them over (JSON: no zod, no functions).
const rules = JSON.parse(JSON.stringify(fieldRules(modifyTravellerSchema("2030-05-10"))));
const traveller = {
  refIndex: 1,
  birthDate: "1980-01-01",
  emails: [{ emailAddress: "agent@example.com" }],
  telephones: [{ countryAccessCode: "852", phoneNumber: "91234567" }],
} as unknown as Traveller;

function Page() {
  return (
    <ModifyTravellerDialog
      rules={rules}
      traveller={traveller}
      first
      bookingId="B1"
      stamp="s"
      today="2030-05-10"
      closeTo="/page"
    />
  );
}

afterEach(cleanup);

describe("ModifyTravellerDialog", () => {
  it("checks the dialling code when it is left, before any Save", async () => {
    const user = userEvent.setup();
    renderPage(Page);
    const dialog = await screen.findByRole("dialog", { name: "Modify traveller info" });
    const code = within(dialog).getByLabelText("Country code 1");
    await user.clear(code);
    await user.type(code, "85212");
    await user.tab();
    expect(
      await within(dialog).findByText("Country dialling code must be 1 to 3 digits"),
    ).toBeTruthy();
    // Corrected, the message goes as it is typed.
    await user.clear(code);
    await user.type(code, "852");
    await user.tab();
    expect(within(dialog).queryByText("Country dialling code must be 1 to 3 digits")).toBeNull();
  });
});
