// One portal-like process of bench/decode-worker.ts: POST /search decodes and validates a large
// search answer (inline, or in one worker thread), GET /page is a light page whose latency shows
// how long it waited for the event loop, GET /stats reports the process's CPU.
// Usage (started by bench/decode-worker.ts): tsx bench/decode-worker-server.ts MODE PORT ANSWER
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { Worker } from "node:worker_threads";
import { SearchResultSchema, type SearchResult } from "~/contracts/air";

const [mode, port, answerFile] = process.argv.slice(2);
const answer = readFileSync(answerFile);
const decoder = new TextDecoder();

// A fresh copy of the body per search, as if it had just arrived from the back office.
const arrived = () => answer.buffer.slice(answer.byteOffset, answer.byteOffset + answer.length);

function decodeInline(): SearchResult | null {
  const parsed = SearchResultSchema.safeParse(JSON.parse(decoder.decode(arrived())));
  return parsed.success ? parsed.data : null;
}

const worker =
  mode === "worker" ? new Worker(new URL("./decode-worker-thread.ts", import.meta.url)) : null;
const waiting = new Map<number, (data: SearchResult | null) => void>();
let nextId = 0;
worker?.on("message", ({ id, data }: { id: number; data: SearchResult | null }) => {
  waiting.get(id)?.(data);
  waiting.delete(id);
});
function decodeInWorker(): Promise<SearchResult | null> {
  const id = nextId++;
  const bytes = arrived();
  return new Promise((resolve) => {
    waiting.set(id, resolve);
    worker?.postMessage({ id, bytes }, [bytes]);
  });
}

const cpuAtStart = process.cpuUsage();
const server = createServer((req, res) => {
  if (req.url === "/search") {
    void (worker ? decodeInWorker() : Promise.resolve(decodeInline())).then((data) => {
      res.writeHead(data ? 200 : 502, { "Content-Type": "application/json" });
      res.end(JSON.stringify({ offers: data?.airLowFares.length ?? 0 }));
    });
  } else if (req.url === "/stats") {
    const cpu = process.cpuUsage(cpuAtStart);
    res.writeHead(200, { "Content-Type": "application/json" });
    res.end(JSON.stringify({ cpuMs: (cpu.user + cpu.system) / 1000 }));
  } else {
    res.writeHead(200, { "Content-Type": "text/html" });
    res.end("<!doctype html><title>Bookings</title><p>ok</p>");
  }
});
server.listen(Number(port), "127.0.0.1", () => console.log("ready"));
process.on("SIGTERM", () => {
  server.closeAllConnections();
  server.close();
  void worker?.terminate().then(() => process.exit(0));
  if (!worker) process.exit(0);
});
