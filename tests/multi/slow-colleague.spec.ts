// Slow clients and a colleague behind the same address, on two instances and one Redis: 200
// connections send their headers one line every 2 s and 100 stop after 10 bytes of a declared
// 60 KB body (300, over the 256 connections an address may hold); the colleague's GET /login from
// that address, once a second on each instance, answers 200 within 3 s throughout.
// server/connections.ts, README "Operations".
import { request as httpRequest } from "node:http";
import { connect, type Socket } from "node:net";
import { expect, test } from "@playwright/test";
import { ports, startBackEnds, startInstances, stopAll, urlOf } from "./processes";

const A = urlOf(ports.a);
const B = urlOf(ports.b);

test.beforeAll(async () => {
  await startBackEnds();
  await startInstances();
});

test.afterAll(stopAll);

function slowSender(port: number, kind: "headers" | "body"): Socket {
  const socket = connect(port, "127.0.0.1");
  socket.on("error", () => undefined);
  socket.on("data", () => undefined);
  socket.once("connect", () => {
    if (kind === "body") {
      socket.write(
        "POST /contactUs HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 61440\r\n\r\n0123456789",
      );
      return;
    }
    socket.write("GET /login HTTP/1.1\r\nHost: 127.0.0.1\r\n");
    let line = 0;
    const timer = setInterval(() => {
      if (socket.destroyed) return clearInterval(timer);
      socket.write(`X-Slow-${line++}: 1\r\n`);
    }, 2000);
  });
  return socket;
}

/** The colleague's GET /login from the same address (127.0.0.1): status and milliseconds. */
const colleague = (origin: string) =>
  new Promise<{ status: number; ms: number }>((resolve) => {
    const started = Date.now();
    const req = httpRequest(`${origin}/login`, { agent: false }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode ?? 0, ms: Date.now() - started }));
    });
    req.setTimeout(10_000, () => req.destroy());
    req.on("error", () => resolve({ status: 0, ms: Date.now() - started }));
    req.end();
  });

test("300 slow senders from one address: a colleague there gets /login within 3 s", async () => {
  const senders = [
    ...Array.from({ length: 200 }, () => slowSender(ports.a, "headers")),
    ...Array.from({ length: 100 }, () => slowSender(ports.a, "body")),
  ];
  const answers: { status: number; ms: number }[] = [];
  try {
    await new Promise((r) => setTimeout(r, 500));
    for (let i = 0; i < 12; i++) {
      answers.push(await colleague(i % 3 === 2 ? B : A));
      await new Promise((r) => setTimeout(r, 1000));
    }
  } finally {
    for (const socket of senders) socket.destroy();
  }
  const slowest = Math.max(...answers.map((a) => a.ms));
  console.log(
    `[measure] colleague's /login under 300 slow senders from the same address: ${answers.map((a) => a.status).join(" ")}; slowest ${slowest} ms`,
  );
  expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
  expect(slowest).toBeLessThan(3000);
});
