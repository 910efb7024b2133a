// A failed query as the portal logs it: the operation, the table and the driver's error code.
// Drizzle's own error carries the whole statement and its parameters (a note's text, an author's
// name): it never leaves this layer, not even as a `cause` (pino prints causes).

export class DatabaseFailure extends Error {
  readonly operation: string;
  readonly table: string;
  /** PostgreSQL's SQLSTATE (e.g. 57P01, 08006) or the driver's code; else the error's class. */
  readonly code: string;

  constructor(operation: string, table: string, error: unknown) {
    const code = codeOf(error);
    super(`database ${operation} on ${table} failed: ${code}`);
    this.name = "DatabaseFailure";
    this.operation = operation;
    this.table = table;
    this.code = code;
  }
}

function codeOf(error: unknown): string {
  let innermost: { code?: unknown; name?: unknown; cause?: unknown } | undefined;
  let at: unknown = error;
  for (let depth = 0; depth < 5 && at && typeof at === "object"; depth++) {
    innermost = at as typeof innermost & object;
    const { code } = innermost;
    if (typeof code === "string" && /^[\w.-]{1,40}$/.test(code)) return code;
    at = innermost.cause;
  }
  // No code (e.g. "PGlite is closed"): the innermost error's class names the kind.
  return typeof innermost?.name === "string" ? innermost.name : "unknown";
}

/** Runs one query; a failure becomes a DatabaseFailure that names no value. */
export async function guarded<T>(
  operation: "select" | "insert" | "update" | "delete" | "analyze",
  table: string,
  query: () => PromiseLike<T>,
): Promise<T> {
  try {
    return await query();
  } catch (error) {
    throw new DatabaseFailure(operation, table, error);
  }
}

export const isDatabaseFailure = (error: unknown): error is DatabaseFailure =>
  error instanceof DatabaseFailure;
