// `npx drizzle-kit generate` writes the next SQL migration from app/db/schema.ts (issue 33);
// the portal applies them at start-up (app/db/database.server.ts).
import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: "./app/db/schema.ts",
  out: "./app/db/migrations",
});
