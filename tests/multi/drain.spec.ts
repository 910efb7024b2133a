// SIGTERM on a busy instance next to another on the same Redis, five times: 50 keep-alive
// clients and 10 clients opening a new connection per request never see a reset, neither on a
// new connection (one the kernel accepted just before the listener closed) nor on a reused one.
// Every request gets an answer (a 503 with Connection: close and Retry-After while draining) or
// ECONNREFUSED before its handshake. server/drain.ts, docs/decisions/0051.
import { Agent, request as httpRequest } from "node:http";
import { expect, test } from "@playwright/test";
import {
  ports,
  startPortal,
  startRedis,
  startSimulator,
  stop,
  stopAll,
  urlOf,
  waitFor,
} from "./processes";

const A = urlOf(ports.a);

test.beforeAll(async () => {
  startRedis();
  startSimulator();
  await waitFor(urlOf(ports.sim), () => true);
  startPortal(ports.a);
  await waitFor(`${A}/healthz`);
});

test.afterAll(stopAll);

type Tally = {
  answered: number;
  drainAnswers: number;
  drainAnswersWithoutHeaders: number;
  refused: number;
  resetNew: string[];
  resetReused: string[];
};

/** Clients on `url` until `until()` says stop; every connection-level failure is tallied. */
async function clients(url: string, until: () => boolean, draining: () => number, tally: Tally) {
  const one = async (agent: Agent | false) => {
    while (!until()) {
      const sentAt = Date.now();
      const outcome = await new Promise<string>((resolve) => {
        const req = httpRequest(url, { agent }, (res) => {
          res.resume();
          res.on("end", () => {
            tally.answered++;
            // Sent once the instance surely handled the signal (an overload 503 before it
            // keeps its connection).
            if (res.statusCode === 503 && sentAt > draining() + 200) {
              tally.drainAnswers++;
              if (res.headers.connection !== "close" || !res.headers["retry-after"])
                tally.drainAnswersWithoutHeaders++;
            }
            resolve("ok");
          });
          res.on("error", (e) => {
            (req.reusedSocket ? tally.resetReused : tally.resetNew).push(`${e.message} (answer)`);
            resolve("reset");
          });
        });
        req.on("error", (e: NodeJS.ErrnoException) => {
          if (e.code === "ECONNREFUSED") {
            tally.refused++;
            return resolve("refused");
          }
          (req.reusedSocket ? tally.resetReused : tally.resetNew).push(`${e.code} ${e.message}`);
          resolve("reset");
        });
        req.end();
      });
      if (outcome === "refused") break;
      await new Promise((r) => setTimeout(r, Math.random() * 200));
    }
    if (agent) agent.destroy();
  };
  await Promise.all([
    ...Array.from({ length: 50 }, () => one(new Agent({ keepAlive: true, maxSockets: 1 }))),
    ...Array.from({ length: 10 }, () => one(false)),
  ]);
}

test("SIGTERM five times under 60 clients: no reset of a new or a reused connection", async () => {
  test.setTimeout(300_000);
  const runs: Tally[] = [];
  for (let run = 0; run < 5; run++) {
    const draining = startPortal(ports.drain);
    const origin = urlOf(ports.drain);
    await waitFor(`${origin}/healthz`);
    const tally: Tally = {
      answered: 0,
      drainAnswers: 0,
      drainAnswersWithoutHeaders: 0,
      refused: 0,
      resetNew: [],
      resetReused: [],
    };
    let signalledAt = Infinity;
    const load = clients(
      `${origin}/login`,
      () => Date.now() > signalledAt + 3000,
      () => signalledAt,
      tally,
    );
    await new Promise((r) => setTimeout(r, 2000));
    const exited = new Promise<number | null>((r) => draining.once("exit", (code) => r(code)));
    signalledAt = Date.now();
    process.kill(draining.pid!, "SIGTERM");
    await load;
    expect(await exited).toBe(0);
    await stop(draining);
    runs.push(tally);
    console.log(
      `[measure] drain run ${run + 1}: ${tally.resetNew.length} resets of new connections, ${tally.resetReused.length} of reused ones (${tally.answered} answered, ${tally.drainAnswers} of them 503 while draining, ${tally.refused} refused) ${[...tally.resetNew, ...tally.resetReused].slice(0, 3).join("; ")}`,
    );
  }
  // The other instance on the same Redis served throughout.
  const other = await fetch(`${A}/login`);
  expect(other.status).toBe(200);
  const total = (pick: (t: Tally) => number) => runs.reduce((n, t) => n + pick(t), 0);
  console.log(
    `[measure] SIGTERM over 5 runs: ${total((t) => t.resetNew.length)} resets of new connections, ${total((t) => t.resetReused.length)} of reused ones`,
  );
  expect(runs.flatMap((t) => t.resetNew)).toEqual([]);
  expect(runs.flatMap((t) => t.resetReused)).toEqual([]);
  expect(total((t) => t.drainAnswers)).toBeGreaterThan(0);
  expect(total((t) => t.drainAnswersWithoutHeaders)).toBe(0);
});
