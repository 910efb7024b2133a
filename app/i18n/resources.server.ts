import en from "./bundles/en-US";
import cn from "./bundles/zh-CN";
import hk from "./bundles/zh-HK";

// Every namespace of every locale, bundled into the server build.
export const resources = { "en-US": en, "zh-CN": cn, "zh-HK": hk };
