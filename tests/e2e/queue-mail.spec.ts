import { expect, test } from "@playwright/test";
import { signIn } from "./helpers";

// The work queue's morning e-mail is chosen on My account (the sending itself:
// app/services/queue-mail.server.test.ts, through the SMTP receiver).

test("the morning e-mail is turned on and off on My account", async ({ page }, testInfo) => {
  // One user per project: js-on and js-off run at once and must not flip each other's choice.
  await signIn(page, testInfo.project.name === "js-on" ? "viewer" : "admin");
  await page.goto("/secured/account/myAccount");
  const card = page.getByRole("region", { name: "Morning e-mail" });
  const box = card.getByRole("checkbox", { name: "Send me my queue every morning" });
  await expect(box).not.toBeChecked();
  await box.check();
  await card.getByRole("button", { name: "Save e-mail choice" }).click();
  await expect(page.getByText("You will receive your queue every morning.")).toBeAttached();
  await expect(
    page
      .getByRole("region", { name: "Morning e-mail" })
      .getByRole("checkbox", { name: "Send me my queue every morning" }),
  ).toBeChecked();
  await page
    .getByRole("region", { name: "Morning e-mail" })
    .getByRole("checkbox", { name: "Send me my queue every morning" })
    .uncheck();
  await page
    .getByRole("region", { name: "Morning e-mail" })
    .getByRole("button", { name: "Save e-mail choice" })
    .click();
  await expect(page.getByText("You will no longer receive the morning e-mail.")).toBeAttached();
  await expect(
    page
      .getByRole("region", { name: "Morning e-mail" })
      .getByRole("checkbox", { name: "Send me my queue every morning" }),
  ).not.toBeChecked();
});
