// Large answers kept in the shared store travel packed: Brotli of the JSON, as base64 text so
// every store backend (file, Redis, memory) keeps it as it keeps any JSON (docs/decisions/0075).
import { promisify } from "node:util";
import { brotliCompress, brotliDecompress, constants } from "node:zlib";

const compress = promisify(brotliCompress);
const decompress = promisify(brotliDecompress);

// Quality 5 of a 1.2 MB HKG-LHR round trip: 30 KB in ~7 ms; gzip -6 gives 85 KB in the same time,
// Brotli 9 28 KB in ~90 ms. The work runs on libuv's pool, off the event loop.
const QUALITY = 5;

export type Packed = { br: string };

export const isPacked = (value: unknown): value is Packed =>
  typeof value === "object" && value !== null && typeof (value as Packed).br === "string";

/** The packed value and the length of its JSON. */
export async function packJson(value: unknown): Promise<{ packed: Packed; jsonBytes: number }> {
  const json = Buffer.from(JSON.stringify(value));
  const packed = await compress(json, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: json.length,
    },
  });
  return { packed: { br: packed.toString("base64") }, jsonBytes: json.length };
}

/** The value and the length of its JSON (what a parsed copy costs, roughly, in memory). */
export async function unpackJson<T>(packed: Packed): Promise<{ value: T; jsonBytes: number }> {
  const json = await decompress(Buffer.from(packed.br, "base64"));
  return { value: JSON.parse(json.toString("utf8")) as T, jsonBytes: json.length };
}
