// Just enough of a browser with JavaScript off for the load bench: the forms of a page (with the
// fields a submit sends, `form=` owners included) and its links, read with a regex scan of the
// server's own markup (a DOM parser would cost the bench more CPU than the pages it measures).

export type Field = { name: string; value: string; type: string; checked: boolean };
export type Button = { name: string; value: string; text: string; formId: string | null };
export type Form = {
  id: string | null;
  method: string;
  action: string;
  fields: Field[];
  buttons: Button[];
};

const ENTITIES: Record<string, string> = {
  amp: "&",
  quot: '"',
  lt: "<",
  gt: ">",
  apos: "'",
  "#39": "'",
  "#x27": "'",
};
export const decode = (text: string) =>
  text.replace(/&(#?\w+);/g, (whole, name: string) => ENTITIES[name] ?? whole);

function attributes(tag: string): Map<string, string> {
  const attrs = new Map<string, string>();
  // The first match is the tag's own name.
  for (const m of [...tag.matchAll(/([\w:.[\]-]+)(?:=(?:"([^"]*)"|'([^']*)'))?/g)].slice(1))
    attrs.set(m[1].toLowerCase(), decode(m[2] ?? m[3] ?? ""));
  return attrs;
}

const TAGS = /<(\/?)(form|input|select|option|textarea|button|a)\b([^>]*)>/gi;

export type Page = { forms: Form[]; links: string[] };

export function readPage(html: string): Page {
  const forms: Form[] = [];
  const links: string[] = [];
  // Fields naming their form by id are placed once every form is known.
  const owned: { formId: string; field?: Field; button?: Button }[] = [];
  let open: Form | null = null;
  let select: { field: Field; chosen: boolean; seen: boolean } | null = null;
  for (const m of html.matchAll(TAGS)) {
    const closing = m[1] === "/";
    const tag = m[2].toLowerCase();
    const attrs = attributes(m[0]);
    if (tag === "form") {
      if (closing) open = null;
      else
        forms.push(
          (open = {
            id: attrs.get("id") ?? null,
            method: (attrs.get("method") ?? "get").toLowerCase(),
            action: attrs.get("action") ?? "",
            fields: [],
            buttons: [],
          }),
        );
      continue;
    }
    if (tag === "a") {
      if (!closing && attrs.has("href")) links.push(attrs.get("href")!);
      continue;
    }
    if (tag === "select" && closing) {
      select = null;
      continue;
    }
    if (closing) continue;
    const owner = attrs.get("form") ?? null;
    const place = (item: { field?: Field; button?: Button }) => {
      if (owner) owned.push({ formId: owner, ...item });
      else if (open && item.field) open.fields.push(item.field);
      else if (open && item.button) open.buttons.push(item.button);
    };
    if (tag === "option") {
      // The selected option, else the first one (as a browser sends it).
      if (select && (attrs.has("selected") || !select.seen)) {
        if (!select.chosen) select.field.value = attrs.get("value") ?? "";
        select.chosen ||= attrs.has("selected");
      }
      if (select) select.seen = true;
      continue;
    }
    const name = attrs.get("name");
    if (tag === "button") {
      const text = html.slice(m.index + m[0].length, html.indexOf("<", m.index + m[0].length));
      if ((attrs.get("type") ?? "submit") === "submit")
        place({
          button: {
            name: name ?? "",
            value: attrs.get("value") ?? "",
            text: decode(text).trim(),
            formId: owner,
          },
        });
      continue;
    }
    if (!name || attrs.has("disabled")) continue;
    if (tag === "select") {
      const field = { name, value: "", type: "select", checked: true };
      select = { field, chosen: false, seen: false };
      place({ field });
    } else if (tag === "textarea") {
      const end = html.indexOf("</textarea", m.index);
      const text = decode(html.slice(m.index + m[0].length, end));
      place({ field: { name, value: text, type: "textarea", checked: true } });
    } else {
      const type = (attrs.get("type") ?? "text").toLowerCase();
      if (type === "submit" || type === "file" || type === "image") continue;
      place({
        field: { name, value: attrs.get("value") ?? "", type, checked: attrs.has("checked") },
      });
    }
  }
  for (const item of owned) {
    const form = forms.find((f) => f.id === item.formId);
    if (item.field) form?.fields.push(item.field);
    if (item.button) form?.buttons.push(item.button);
  }
  return { forms, links };
}

/** What pressing `button` (or the implicit submit) sends, with `values` typed over the defaults. */
export function formData(
  form: Form,
  values: Record<string, string> = {},
  button?: Button,
): URLSearchParams {
  const data = new URLSearchParams();
  for (const field of form.fields) {
    if ((field.type === "checkbox" || field.type === "radio") && !field.checked) continue;
    data.append(field.name, values[field.name] ?? field.value);
  }
  for (const [name, value] of Object.entries(values)) if (!data.has(name)) data.set(name, value);
  if (button?.name) data.append(button.name, button.value);
  return data;
}
