// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { schemaKeys } from "./parse-form";
import { formSchemas } from "./schemas.fixture";

// A control named like a property of the form (id, action, name, submit, …) hides it: `form.id`
// is then the input, and code that finds a form by its id (conform, the browser's own
// requestSubmit) goes wrong. Nested names (`segments[0].origin`) cannot collide; top-level can.
const formProperty = (name: string) => name in HTMLFormElement.prototype;

describe("form field names", () => {
  it("knows the form's properties (the check itself works)", () => {
    for (const name of ["id", "action", "method", "name", "elements", "submit", "reset", "length"])
      expect(formProperty(name), name).toBe(true);
  });

  for (const [schema, definition] of Object.entries(formSchemas))
    it(`${schema}: no field shadows a property of the form`, () => {
      const keys = schemaKeys(definition);
      expect(keys, `${schema} has known keys`).not.toBeNull();
      expect([...keys!].filter(formProperty)).toEqual([]);
    });
});
