// @vitest-environment happy-dom
import { useLoaderData } from "@remix-run/react";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { airSearchSchema } from "~/forms/air-search";
import { multiCityWithTwoLegs } from "~/forms/air-search-legs";
import { fieldRules } from "~/forms/field-rules.server";
import { parseForm } from "~/forms/parse-form";
import { paths } from "~/paths";
import { renderPage } from "../../../tests/support/render-page";
import { SearchForm } from "./search-form";

const today = "2030-05-10";
const schema = airSearchSchema(today);

// The search page's loader: a GET with the form's fields is a search, answered with its problems.
function loader({ request }: { request: Request }) {
  const params = new URL(request.url).searchParams;
  if (!params.has("searchType")) return { result: null };
  const submission = parseForm(params, schema);
  return {
    result: submission.status === "success" ? null : multiCityWithTwoLegs(submission.reply()),
  };
}

function Page() {
  const { result } = useLoaderData<{ result: never }>();
  return (
    <SearchForm
      rules={JSON.parse(JSON.stringify(fieldRules(schema)))}
      today={today}
      lastResult={result}
      hasPrevious={false}
    />
  );
}

async function open() {
  const user = userEvent.setup();
  renderPage(Page, {
    path: paths.flightSearch(),
    loader,
    resources: { "/resources/airports": () => ({ suggestions: [] }) },
  });
  await screen.findByRole("button", { name: "Search" });
  return user;
}

// The look-ups stay plain inputs here (their combobox chunk never arrives): these tests are about
// the form's state; the swap to the combobox is tested in a browser (search-form-states.spec.ts).
vi.mock("~/components/lookup/lookup-combobox", () => new Promise(() => {}));

const flight = (n: number) => screen.getByRole("group", { name: `Flight ${n}` });
const from = (n: number) => within(flight(n)).getByLabelText("From") as HTMLInputElement;
/** A look-up takes its combobox's place when the pointer reaches it: type once that is done. */
async function typeFrom(user: ReturnType<typeof userEvent.setup>, n: number, text: string) {
  await user.hover(from(n));
  await waitFor(() => expect(from(n).getAttribute("role")).toBe("combobox"));
  await user.type(from(n), text);
}

afterEach(cleanup);

// Typing through user-event takes seconds on a busy machine.
describe("SearchForm", { timeout: 20_000 }, () => {
  it("checks a field when it is left, with the catalogue's words", async () => {
    const user = await open();
    const adults = screen.getByLabelText("Adults");
    await user.clear(adults);
    await user.type(adults, "11");
    await user.tab();
    expect(await screen.findByText("Must be at most 10")).toBeTruthy();
    await user.click(from(1));
    await user.tab();
    expect(await within(flight(1)).findByText("Required field missing")).toBeTruthy();
    expect(from(1).getAttribute("aria-invalid")).toBe("true");
  });

  it("submits to the server, shows the VALIDATION_FAILED summary and focuses the first invalid field", async () => {
    const user = await open();
    await typeFrom(user, 1, "HKG");
    await user.click(screen.getByRole("button", { name: "Search" }));
    const summary = await screen.findByRole("alert");
    expect(summary.textContent).toContain("Please check the highlighted fields");
    expect(summary.textContent).toContain("Flight 1 To");
    const to = within(flight(1)).getByLabelText("To");
    await waitFor(() => expect(document.activeElement).toBe(to));
    expect(to.getAttribute("aria-invalid")).toBe("true");
    expect(from(1).value).toBe("HKG");
  });

  it("adds and removes flights in place, keeping what was typed", async () => {
    const user = await open();
    await typeFrom(user, 1, "HKG");
    await user.click(screen.getByRole("button", { name: "Multi-city" }));
    await waitFor(() => expect(flight(2)).toBeTruthy());
    expect(from(1).value).toBe("HKG");
    await typeFrom(user, 2, "TPE");
    await user.click(screen.getByRole("button", { name: "Add a flight" }));
    await typeFrom(user, 3, "SIN");
    await user.click(screen.getByRole("button", { name: "Remove flight 2" }));
    await waitFor(() => expect(screen.queryByRole("group", { name: "Flight 3" })).toBeNull());
    expect(from(1).value).toBe("HKG");
    expect(from(2).value).toBe("SIN");
  });
});
