// Lighthouse with its defaults (mobile emulation, simulated throttling: slow 4G and 4x CPU
// slowdown) or its desktop preset, on Debian's Chromium; signed-in pages get the session through
// the Cookie header. `applied`: the same slow 4G and 4x CPU applied to the browser while it loads
// (`--throttling-method=devtools`), which on this project's small, busy machines gives steadier
// figures than the simulation; bench/lighthouse-compare.ts decides with it.
import { writeFileSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";

export type LighthouseResult = {
  performance: number;
  tbtMs: number;
  /** Largest Contentful Paint. */
  lcpMs: number;
  accessibility: number;
  /** Lighthouse's measure of this machine's speed at the time (a loaded machine scores low). */
  benchmarkIndex: number;
  /** Accessibility audits that failed, with the first offending elements. */
  findings: string[];
};

export async function withChrome<T>(work: (port: number) => Promise<T>): Promise<T> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic"],
  });
  try {
    return await work(chrome.port);
  } finally {
    await chrome.kill();
  }
}

/** `desktop`: Lighthouse's desktop preset (no emulated phone, light throttling) instead. */
export async function audit(
  port: number,
  url: string,
  cookie?: string,
  desktop = false,
  applied = false,
) {
  const result = await lighthouse(
    url,
    {
      port,
      logLevel: "error",
      output: "json",
      onlyCategories: ["performance", "accessibility"],
      ...(applied && { throttlingMethod: "devtools" as const }),
      ...(cookie && { extraHeaders: { Cookie: cookie } }),
    },
    desktop ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  // BENCH_LHR_DIR=<dir> keeps each report there (long tasks, script boot-up) to see what blocks.
  const keep = process.env.BENCH_LHR_DIR;
  if (keep)
    writeFileSync(
      `${keep}/${new URL(url).pathname.replaceAll("/", "_")}.json`,
      result.report as string,
    );
  const { categories, audits, finalDisplayedUrl, runtimeError, environment } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.message}`);
  // A lost trace leaves the metrics empty (score null): an error to retry, never a 0 to average.
  if (categories.performance!.score === null)
    throw new Error(`Lighthouse on ${url}: no performance score (the trace was lost)`);
  if (new URL(finalDisplayedUrl).pathname !== new URL(url).pathname)
    throw new Error(`Lighthouse on ${url} ended at ${finalDisplayedUrl}`);
  const a11yIds = new Set(categories.accessibility!.auditRefs.map((ref) => ref.id));
  const findings = Object.values(audits)
    .filter((a) => a11yIds.has(a.id) && a.score === 0)
    .map((a) => {
      const items = (a.details as { items?: { node?: { snippet?: string } }[] } | undefined)?.items;
      const nodes = (items ?? [])
        .slice(0, 3)
        .map((item) => item.node?.snippet?.slice(0, 120))
        .filter(Boolean);
      return `${a.id}: ${a.title}${nodes.length ? ` -> ${nodes.join(" | ")}` : ""}`;
    });
  return {
    performance: Math.round((categories.performance!.score ?? 0) * 100),
    tbtMs: Math.round(audits["total-blocking-time"]!.numericValue ?? 0),
    lcpMs: Math.round(audits["largest-contentful-paint"]!.numericValue ?? 0),
    accessibility: Math.round((categories.accessibility!.score ?? 0) * 100),
    benchmarkIndex: Math.round(environment.benchmarkIndex),
    findings,
  } satisfies LighthouseResult;
}
