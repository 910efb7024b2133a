// The worker side of bench/decode-worker.ts: a search answer's bytes come in (transferred, not
// copied), its decoded and validated result goes back (a structured clone on the receiving side).
import { parentPort } from "node:worker_threads";
import { SearchResultSchema } from "~/contracts/air";

const decoder = new TextDecoder();
parentPort?.on("message", ({ id, bytes }: { id: number; bytes: ArrayBuffer }) => {
  const parsed = SearchResultSchema.safeParse(JSON.parse(decoder.decode(bytes)));
  parentPort?.postMessage({ id, data: parsed.success ? parsed.data : null });
});
