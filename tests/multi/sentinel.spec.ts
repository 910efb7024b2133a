// Redis behind Sentinel (issue 35): two portal instances find the primary through three
// sentinels; the primary is killed while agents book. Figures are printed as "[measure]" lines.
import { expect, test } from "@playwright/test";
import { Redis } from "ioredis";
import { VirtualAgent, type Recorder } from "../../bench/agents-journey";
import {
  outputOf,
  ports,
  sentinelSetup,
  startPortal,
  startRedisNode,
  startSentinel,
  startSimulator,
  stop,
  stopAll,
  urlOf,
  waitFor,
} from "./processes";

const A = urlOf(ports.a);
const B = urlOf(ports.b);
const { name, primary, replica, sentinels } = sentinelSetup;
let primaryProcess: ReturnType<typeof startRedisNode>;
let portals: ReturnType<typeof startPortal>[] = [];

async function sentinelView(port: number) {
  const client = new Redis({ port, host: "127.0.0.1", lazyConnect: true, maxRetriesPerRequest: 0 });
  client.on("error", () => undefined);
  try {
    await client.connect();
    const flat = (await client.call("SENTINEL", "MASTER", name)) as string[];
    const view = new Map<string, string>();
    for (let i = 0; i < flat.length; i += 2) view.set(flat[i], flat[i + 1]);
    return view;
  } catch {
    return new Map<string, string>();
  } finally {
    client.disconnect();
  }
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  primaryProcess = startRedisNode(primary);
  startRedisNode(replica, primary);
  sentinels.forEach((port) => startSentinel(port));
  startSimulator();
  // Every sentinel knows the replica and the two other sentinels before anything is killed.
  await expect
    .poll(
      async () => {
        const views = await Promise.all(sentinels.map(sentinelView));
        return views.every(
          (v) => v.get("num-slaves") === "1" && v.get("num-other-sentinels") === "2",
        );
      },
      { timeout: 60_000, intervals: [500] },
    )
    .toBe(true);
  const env = {
    REDIS_SENTINELS: sentinels.map((port) => `127.0.0.1:${port}`).join(","),
    REDIS_SENTINEL_NAME: name,
    // Only its password and database count with sentinels: the host is what they name.
    REDIS_URL: "redis://sentinel-named-primary:6379",
  };
  await waitFor(urlOf(ports.sim), () => true);
  portals = [startPortal(ports.a, env), startPortal(ports.b, env)];
  await Promise.all([waitFor(`${A}/healthz`), waitFor(`${B}/healthz`)]);
});

test.afterAll(async () => {
  await stopAll();
});

test("the primary killed under load: sessions survive, 503s only during the failover, no booking twice", async () => {
  test.setTimeout(300_000);
  const errors = new Map<string, number>();
  const accepted: string[] = [];
  const sent: string[] = [];
  const record: Recorder = {
    timing: () => undefined,
    error: (step, detail) =>
      errors.set(`${step}: ${detail}`, (errors.get(`${step}: ${detail}`) ?? 0) + 1),
    confirmation: (surname) => void sent.push(surname),
    refused: () => undefined,
    journey: (surname) => void accepted.push(surname),
  };
  const think = () => new Promise<void>((r) => setTimeout(r, 150 + Math.random() * 150));
  const prefix = `SF${String.fromCharCode(65 + (Math.floor(Date.now() / 1000) % 26))}`;
  // Agents signed in before the failover, half through each instance.
  const agents = Array.from(
    { length: 6 },
    (_, i) => new VirtualAgent(i % 2 ? A : B, i, record, think, prefix, "TEST"),
  );
  const watchers = [A, B].map(
    (origin, i) => new VirtualAgent(origin, 90 + i, record, think, prefix, "TEST"),
  );
  await Promise.all([...agents, ...watchers].map((agent) => agent.signIn()));
  expect(errors).toEqual(new Map());

  let load = true;
  let acceptedAtKill = 0;
  const running = agents.map(async (agent) => {
    for (let n = 0; load; n++) {
      if (!agent.signedIn) await agent.signIn().catch(() => undefined);
      await agent.journey(n);
    }
  });
  // The journeys are under way (searches, selections, confirmations) when the primary dies.
  await expect.poll(() => accepted.length, { timeout: 120_000 }).toBeGreaterThanOrEqual(2);
  acceptedAtKill = accepted.length;

  // Each watcher reads a signed-in page on the other instance every 100 ms.
  const answers: { at: number; status: number; text: string; origin: string }[] = [];
  let watching = true;
  const watch = watchers.map(async (watcher, i) => {
    const origin = i ? A : B;
    while (watching) {
      const at = performance.now();
      try {
        const response = await fetch(`${origin}/secured/greetings`, {
          headers: { cookie: watcher.cookieHeader() },
          redirect: "manual",
          // A busy shared machine can be slow; a request hanging on the lost primary would still show.
          signal: AbortSignal.timeout(15_000),
        });
        answers.push({ at, status: response.status, text: await response.text(), origin });
      } catch (error) {
        answers.push({ at, status: 0, text: (error as Error).message, origin });
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  });
  await new Promise((r) => setTimeout(r, 1000));
  const killedAt = performance.now();
  await stop(primaryProcess, "SIGKILL");

  // Watch until both instances answered 200 for 3 s after the failover (at most 40 s).
  const recovered = () => {
    const after = answers.filter((a) => a.at > killedAt);
    const lastBad = Math.max(killedAt, ...after.filter((a) => a.status !== 200).map((a) => a.at));
    return after.filter((a) => a.at > lastBad + 3000 && a.status === 200).length >= 10;
  };
  await expect
    .poll(recovered, { timeout: 40_000, intervals: [250] })
    .toBe(true)
    .catch((error: unknown) => {
      const timeline = answers
        .filter((a) => a.at > killedAt)
        .map((a) => `${Math.round(a.at - killedAt)}:${a.origin.slice(-4)}:${a.status || a.text}`);
      console.log(`[measure] watcher answers after the kill: ${timeline.join(" ")}`);
      for (const portal of portals)
        console.log(
          `portal exit ${portal.exitCode ?? portal.signalCode}: ${outputOf(portal)
            .split("\n")
            .filter((l) => l.includes("fatal"))
            .join("\n")}`,
        );
      throw error;
    });
  // Load goes on past the failover until journeys were booked against the new primary too.
  await expect
    .poll(() => accepted.length, { timeout: 120_000 })
    .toBeGreaterThan(acceptedAtKill + 2);
  load = false;
  watching = false;
  await Promise.all([...running, ...watch]);

  const newPrimary = await sentinelView(sentinels[0]);
  const afterKill = answers.filter((a) => a.at >= killedAt);
  const unavailable = afterKill.filter((a) => a.status === 503);
  const window = unavailable.length ? Math.max(...unavailable.map((a) => a.at)) - killedAt : 0;
  const res = await fetch(`http://127.0.0.1:${ports.sim}/__sim/bookings?surnamePrefix=${prefix}`);
  const { bookings } = (await res.json()) as { bookings: { surnames: string[] }[] };
  const booked = new Map<string, number>();
  for (const b of bookings)
    for (const s of b.surnames) if (s.startsWith(prefix)) booked.set(s, (booked.get(s) ?? 0) + 1);
  console.log(
    `[measure] Sentinel failover: primary :${primary} killed, new primary :${newPrimary.get("port")}; ` +
      `503s for ${Math.round(window)} ms (${unavailable.length} of ${afterKill.length} watcher reads); ` +
      `journeys booked ${accepted.length} (${accepted.length - acceptedAtKill} after the kill), confirmations sent ${sent.length}, ` +
      `bookings made ${bookings.length}; agent errors: ${JSON.stringify(Object.fromEntries(errors))}`,
  );

  for (const portal of portals) {
    const lines = outputOf(portal).split("\n");
    const ids = lines
      .filter((l) => /"status":5\d\d/.test(l) && !l.includes('"status":503'))
      .map((l) => /"reqId":"(\w+)"/.exec(l)?.[1]);
    const failures = lines.filter((l) => ids.some((id) => id && l.includes(id)));
    if (failures.length)
      console.log(`[measure] 5xx other than 503:\n${failures.slice(0, 6).join("\n")}`);
  }
  // The replica took over.
  expect(newPrimary.get("port")).toBe(String(replica));
  // Sessions survive: every answer to a signed-in watcher is its page or a translated 503, never
  // the sign-in form, and both watchers are still signed in on both instances at the end.
  for (const answer of afterKill) {
    expect([200, 503], `${answer.origin}: ${answer.status} ${answer.text.slice(0, 80)}`).toContain(
      answer.status,
    );
    if (answer.status === 503) {
      expect(answer.text).toContain("The service is briefly unavailable");
      expect(answer.text).toContain("Try again");
    }
  }
  for (const watcher of watchers)
    for (const origin of [A, B]) {
      const page = await fetch(`${origin}/secured/greetings`, {
        headers: { cookie: watcher.cookieHeader() },
        redirect: "manual",
      });
      await page.body?.cancel();
      expect(page.status).toBe(200);
    }
  // 503s only while the failover lasts: at most 10 s from the kill.
  expect(window).toBeLessThanOrEqual(10_000);
  // An agent's request was answered with its page or refused with a 503 (to try again), never
  // failed without a way on: no 500, no reset, no unexpected page.
  // A results page streaming when the store went may end in its notice with "Try again" instead.
  for (const key of errors.keys()) expect(key).toMatch(/: HTTP 503$|\(a page notice: Try again\)$/);
  // No booking made twice; every confirmation that reached its booking's page made one booking.
  expect([...booked.values()].filter((n) => n > 1)).toEqual([]);
  for (const surname of accepted) expect(booked.get(surname), surname).toBe(1);
  // A confirmation answered 503 made none or one; never more, and none unasked.
  for (const surname of booked.keys()) expect(sent).toContain(surname);
});
