// A real PostgreSQL (Debian's `postgresql` package) in a temp folder on a port of its own, for the
// multi-instance suite and the agents bench. initdb and postgres refuse to run as root: as root
// they run as the package's `postgres` user.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const binDir = () => {
  const root = "/usr/lib/postgresql";
  const version = readdirSync(root).sort((a, b) => Number(b) - Number(a))[0];
  if (!version) throw new Error("PostgreSQL is not installed (apt-get install -y postgresql)");
  return join(root, version, "bin");
};

function asPostgresUser(command: string, args: string[]) {
  const [file, argv] =
    process.getuid?.() === 0
      ? ["runuser", ["-u", "postgres", "--", command, ...args]]
      : [command, args];
  execFileSync(file, argv, { stdio: "pipe" });
}

export function localPostgres(port: number) {
  let dir: string | undefined;
  return {
    url: `postgresql://portal@127.0.0.1:${port}/postgres`,
    /** Starts (first call: creates) the server; returns once it accepts connections. */
    start() {
      const bin = binDir();
      if (!dir) {
        dir = mkdtempSync(join(tmpdir(), "local-pg-"));
        if (process.getuid?.() === 0) execFileSync("chown", ["postgres:postgres", dir]);
        asPostgresUser(join(bin, "initdb"), ["-D", dir, "-A", "trust", "-U", "portal"]);
      }
      asPostgresUser(join(bin, "pg_ctl"), [
        "-D",
        dir,
        "-o",
        `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir}`,
        "-l",
        join(dir, "log"),
        "-w",
        "start",
      ]);
    },
    stop() {
      if (dir) asPostgresUser(join(binDir(), "pg_ctl"), ["-D", dir, "-m", "fast", "-w", "stop"]);
    },
    /** Stops the server and deletes its data: the next start creates an empty one. */
    discard() {
      if (!dir) return;
      try {
        this.stop();
      } catch {
        // Already stopped: only the data is left to delete.
      }
      rmSync(dir, { recursive: true, force: true });
      dir = undefined;
    },
  };
}
