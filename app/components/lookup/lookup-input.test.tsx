// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LookupInput } from "./lookup-input";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function answering(suggestions: { code: string; name: string }[]) {
  const fetch = vi.fn(async (_url: string) => Response.json({ suggestions }));
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

const combobox = () => screen.getByRole<HTMLInputElement>("combobox");

const field = () =>
  render(
    <LookupInput
      id="from"
      name="from"
      label="From"
      aria-label="From"
      source="/resources/airports"
      unknownText={(typed) => `No airport matches ${typed}`}
    />,
  );

describe("a look-up typed into before its combobox arrived", () => {
  it("says an unknown airport once the field was left, without another keystroke", async () => {
    const fetch = answering([]);
    field();
    const plain = screen.getByLabelText("From");
    // Focus starts the combobox's chunk; typing and leaving happen before it arrives.
    fireEvent.focus(plain);
    fireEvent.change(plain, { target: { value: "ZZ" } });
    fireEvent.blur(plain);
    await waitFor(() => expect(combobox().value).toBe("ZZ"));
    const said = await screen.findByText("No airport matches ZZ");
    expect(combobox().getAttribute("aria-describedby")).toContain(said.id);
    expect(combobox().getAttribute("aria-invalid")).toBe("true");
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String(fetch.mock.calls[0]![0])).toBe("/resources/airports?q=ZZ");
  });

  it("looks nothing up for an untouched field", async () => {
    const fetch = answering([]);
    render(
      <LookupInput
        id="to"
        name="to"
        label="To"
        aria-label="To"
        defaultValue="HKG"
        source="/resources/airports"
        unknownText={(typed) => `No airport matches ${typed}`}
      />,
    );
    fireEvent.pointerEnter(screen.getByLabelText("To"));
    await waitFor(() => expect(combobox().value).toBe("HKG"));
    expect(fetch).not.toHaveBeenCalled();
  });
});
