import type { Page, TestInfo } from "@playwright/test";

/** A screenshot for the record (SHOTS_DIR), else in the test's output folder. */
export const shot = (page: Page, testInfo: TestInfo, name: string) =>
  page.screenshot({
    path: process.env.SHOTS_DIR
      ? `${process.env.SHOTS_DIR}/${name}-${testInfo.project.name}.png`
      : testInfo.outputPath(`${name}.png`),
    fullPage: false,
  });
