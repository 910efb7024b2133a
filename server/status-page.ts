// The pages the HTTP edge answers itself (405, 413, 415, 429, 500, 503): translated with the
// portal's own messages, in the visitor's language (cookie, then Accept-Language), with a way
// back and the request id that is also in the log line.
import { readFileSync } from "node:fs";
import { join } from "node:path";

const LOCALES = ["en-US", "zh-CN", "zh-HK"] as const;
type Locale = (typeof LOCALES)[number];

type Texts = {
  brand: string;
  home: string;
  title: string;
  retry: string;
  reference: string;
  messages: Record<string, string>;
};
const cache = new Map<Locale, Texts>();

function texts(locale: Locale): Texts {
  let found = cache.get(locale);
  if (!found) {
    const read = (ns: string) =>
      JSON.parse(readFileSync(join("locales", locale, `${ns}.json`), "utf8")) as Record<
        string,
        Record<string, string>
      >;
    const common = read("common");
    const messages = read("messages");
    found = {
      brand: common.common.brand,
      home: common.nav.home,
      title: messages.http.title,
      retry: messages.http.retry,
      reference: messages.http.reference,
      messages: messages.http,
    };
    cache.set(locale, found);
  }
  return found;
}

/** The `lng` cookie as Remix writes it (base64 of JSON), else the first supported header language. */
export function localeOf(cookieHeader?: string, acceptLanguage?: string): Locale {
  const raw = /(?:^|;\s*)lng=([^;]+)/.exec(cookieHeader ?? "")?.[1];
  if (raw) {
    try {
      const value: unknown = JSON.parse(
        Buffer.from(decodeURIComponent(raw), "base64").toString("utf8"),
      );
      if (LOCALES.includes(value as Locale)) return value as Locale;
    } catch {
      /* not ours */
    }
  }
  for (const part of (acceptLanguage ?? "").split(",")) {
    const tag = part.split(";")[0].trim().toLowerCase();
    if (tag === "zh-hk" || tag === "zh-tw" || tag === "zh-hant") return "zh-HK";
    if (tag.startsWith("zh")) return "zh-CN";
    if (tag.startsWith("en")) return "en-US";
  }
  return "en-US";
}

const escape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

export function statusPage(opts: {
  status: number;
  requestId: string;
  cookieHeader?: string;
  acceptLanguage?: string;
  retryHref: string;
  nonce?: string;
}): string {
  const locale = localeOf(opts.cookieHeader, opts.acceptLanguage);
  const t = texts(locale);
  const message = t.messages[String(opts.status)] ?? t.messages["500"];
  // Only same-site paths as the retry target.
  const retry = /^\/(?![/\\])/.test(opts.retryHref) ? opts.retryHref : "/";
  const reference = t.reference.replace("{{id}}", opts.requestId);
  return `<!DOCTYPE html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(t.title)} · ${escape(t.brand)}</title>
<style${opts.nonce ? ` nonce="${escape(opts.nonce)}"` : ""}>
body{margin:0;font-family:system-ui,sans-serif;background:#f8fafc;color:#0f172a}
header{background:#0f172a;color:#fff;padding:.75rem 1rem;font-weight:600}
header a{color:#fff;text-decoration:none}
main{max-width:40rem;margin:2rem auto;padding:0 1rem}
.box{border:1px solid #fecaca;background:#fef2f2;border-radius:.5rem;padding:1rem}
h1{font-size:1.125rem;margin:0 0 .5rem}
.actions{margin-top:1rem;display:flex;gap:1rem;flex-wrap:wrap}
.btn{display:inline-block;background:#1d4ed8;color:#fff;padding:.5rem 1rem;border-radius:.375rem;text-decoration:none}
.ref{color:#475569;font-size:.875rem;margin-top:1rem}
</style>
</head>
<body>
<header><a href="/">${escape(t.brand)}</a></header>
<main>
<div class="box" role="alert">
<h1>${escape(t.title)}</h1>
<p>${escape(message)}</p>
</div>
<div class="actions"><a class="btn" href="${escape(retry)}">${escape(t.retry)}</a><a href="/">${escape(t.home)}</a></div>
<p class="ref">${escape(reference)}</p>
</main>
</body>
</html>`;
}
