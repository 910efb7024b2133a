// What decoding one large search answer costs the event loop, and what a worker would still leave
// on it (receiving the decoded object is a structured clone). Figures in docs/decisions/0097-search-decoding-on-the-event-loop.md.
// Usage: npx tsx bench/decode-cost.ts
import { deserialize, serialize } from "node:v8";
import { setupServer } from "msw/node";
import { SearchResultSchema } from "~/contracts/air";
import { createSimulator } from "../mocks/simulator";
import { BASE_URL, searchRQ, TEST_CAPTCHA, UpstreamClient } from "../mocks/test-support";

const sim = createSimulator({ captcha: TEST_CAPTCHA });
const server = setupServer(...sim.handlers);
server.listen({ onUnhandledRequest: "bypass" });
const client = new UpstreamClient(BASE_URL);
await client.login("agent", "Agent1234");
const response = await client.fetch("/pamhkapi/air/airLowFareSearch", {
  method: "POST",
  headers: { "Content-Type": "application/json" },
  body: JSON.stringify(searchRQ()),
});
const text = await response.text();
server.close();

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
function time(fn: () => unknown, runs = 30): number {
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    fn();
    ms.push(performance.now() - t);
  }
  return median(ms);
}
const parsed: unknown = JSON.parse(text);
const valid = SearchResultSchema.parse(parsed);
console.log(`answer: ${(text.length / 1024).toFixed(0)} KB of JSON`);
console.log(`JSON.parse: ${time(() => JSON.parse(text)).toFixed(1)} ms (median of 30)`);
console.log(`zod validation: ${time(() => SearchResultSchema.parse(parsed)).toFixed(1)} ms`);
console.log(`structuredClone of the result: ${time(() => structuredClone(valid)).toFixed(1)} ms`);
const wire = serialize(valid);
// What the main thread would pay to receive a worker's result (postMessage's deserialisation).
console.log(
  `receiving it from a worker (v8 deserialize): ${time(() => deserialize(wire)).toFixed(1)} ms`,
);
