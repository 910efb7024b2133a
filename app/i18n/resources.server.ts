import { createHash } from "node:crypto";
import en from "./bundles/en-US";
import cn from "./bundles/zh-CN";
import hk from "./bundles/zh-HK";

// Every namespace of every locale, bundled into the server build only: the browser receives
// the namespaces a page uses inside its document (translations.server.ts).
export const resources = { "en-US": en, "zh-CN": cn, "zh-HK": hk };

/** Changes with any text: a namespace fetched under this version may be cached for good. */
export const translationsVersion = createHash("sha256")
  .update(JSON.stringify(resources))
  .digest("base64url")
  .slice(0, 12);
