// The flags of the bench entry points, read with node:util's parseArgs: an unknown flag or a
// count that is not a positive number stops the bench with a message, so a typo never runs
// another measurement than the one asked for.
import { parseArgs, type ParseArgsConfig } from "node:util";

type Options = NonNullable<ParseArgsConfig["options"]>;

/** The flags every bench that serves pages shares (see bench/README.md). */
export const servingFlags = {
  "no-build": { type: "boolean", default: false },
  duration: { type: "string", default: "5" },
  connections: { type: "string", default: "10" },
  runs: { type: "string", default: "1" },
} as const satisfies Options;

/** The values of `options` in `args` (the command line after the script by default). */
export function readFlags<T extends Options>(options: T, args = process.argv.slice(2)) {
  try {
    return parseArgs({ args, options, strict: true, allowPositionals: false }).values;
  } catch (error) {
    throw new Error(`${(error as Error).message} (flags: bench/README.md)`);
  }
}

/** `value` of `--flag` as a positive number. */
export function positive(value: string, flag: string) {
  const n = Number(value);
  if (!(n > 0) || !Number.isFinite(n)) throw new Error(`--${flag} takes a positive number`);
  return n;
}
