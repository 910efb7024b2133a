// @vitest-environment happy-dom
import { useActionData } from "@remix-run/react";
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { NewAccountSchema } from "~/forms/account-forms";
import { fieldRules } from "~/forms/field-rules.server";
import { parseForm } from "~/forms/parse-form";
import { renderPage } from "../../../tests/support/render-page";
import { AddAccountForm } from "./add-account-form";

const rules = fieldRules(NewAccountSchema);

function Page() {
  const data = useActionData<{ result: never }>();
  return (
    <AddAccountForm
      rules={JSON.parse(JSON.stringify(rules))}
      lastResult={data?.result}
      failure={null}
      groups={[]}
      action="/page"
      cancelTo="/"
    />
  );
}

// The server's answer, as the account list's action gives it.
async function action({ request }: { request: Request }) {
  const submission = parseForm(await request.formData(), NewAccountSchema);
  return { result: submission.status === "success" ? null : submission.reply() };
}

afterEach(cleanup);

// Typing through user-event takes seconds on a busy machine.
describe("AddAccountForm", { timeout: 20_000 }, () => {
  it("checks a field when it is left, with the catalogue's words", async () => {
    const user = userEvent.setup();
    renderPage(Page, { action });
    await screen.findByRole("button", { name: "Create account" });
    await user.type(screen.getByLabelText("Login name"), "ka yan");
    await user.type(screen.getByLabelText("Email"), "kayan@");
    await user.type(screen.getByLabelText("Telephone"), "12ab");
    await user.type(screen.getByLabelText("Password"), "weak");
    await user.tab();
    expect(
      await screen.findByText("Use letters, digits and the characters . _ @ - only"),
    ).toBeTruthy();
    expect(screen.getByText("Email format is incorrect")).toBeTruthy();
    expect(
      screen.getByText("Telephone number must contain digits only (at least 6 digits)"),
    ).toBeTruthy();
    expect(screen.getByText(/^Password must be at least 8 characters/)).toBeTruthy();
    expect(screen.getByLabelText("Email").getAttribute("aria-invalid")).toBe("true");
    // Fixed as it is typed, once checked.
    await user.type(screen.getByLabelText("Email"), "harbourtravel.hk");
    await waitFor(() => expect(screen.queryByText("Email format is incorrect")).toBeNull());
  });

  it("submits to the server, shows the VALIDATION_FAILED summary and focuses the first invalid field", async () => {
    const user = userEvent.setup();
    renderPage(Page, { action });
    await screen.findByRole("button", { name: "Create account" });
    await user.type(screen.getByLabelText("Surname"), "Fung");
    await user.click(screen.getByRole("button", { name: "Create account" }));
    const summary = await screen.findByRole("alert");
    expect(summary.textContent).toContain("Please check the highlighted fields");
    expect(summary.textContent).toContain("Login name: Required field missing");
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Login name")));
    // What was typed stays.
    expect((screen.getByLabelText("Surname") as HTMLInputElement).value).toBe("Fung");
  });

  it("shows the server's errors, cross-field rules included", async () => {
    const user = userEvent.setup();
    renderPage(Page, { action });
    await screen.findByRole("button", { name: "Create account" });
    await user.type(screen.getByLabelText("Login name"), "kayan.fung");
    await user.selectOptions(screen.getByLabelText("Title"), "MS");
    await user.type(screen.getByLabelText("Surname"), "Fung");
    await user.type(screen.getByLabelText("Given name"), "Ka Yan");
    await user.type(screen.getByLabelText("Email"), "kayan@harbourtravel.hk");
    await user.type(screen.getByLabelText("Telephone"), "91112222");
    await user.type(screen.getByLabelText("Password"), "Newuser123");
    await user.type(screen.getByLabelText("Confirm password"), "Newuser124");
    await user.click(screen.getByRole("button", { name: "Create account" }));
    const summary = await screen.findByRole("alert");
    expect(summary.textContent).toContain("Confirm password: The two passwords do not match");
    expect(screen.getByLabelText("Confirm password").getAttribute("aria-invalid")).toBe("true");
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByLabelText("Confirm password")),
    );
  });
});
