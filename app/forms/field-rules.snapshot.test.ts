import { describe, expect, it } from "vitest";
import { fieldRules } from "./field-rules.server";
import { formSchemas } from "./schemas.fixture";

// What each form's page gets from its schema. fieldRules reads zod's internals: a zod upgrade
// that changes them changes a snapshot here (review it; `vitest -u` once it is understood).
describe("fieldRules per schema", () => {
  for (const [schema, definition] of Object.entries(formSchemas))
    it(schema, () => {
      expect(JSON.parse(JSON.stringify(fieldRules(definition)))).toMatchSnapshot();
    });
});
