// The local identity provider's own pages. Plain HTML forms: they work with JavaScript off, the
// way the portal does. Styling is inline because the provider serves no other assets.

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

const STYLE = `
  body{font-family:system-ui,sans-serif;background:#eef2f7;margin:0;padding:3rem 1rem;color:#0f172a}
  main{max-width:22rem;margin:0 auto;background:#fff;border-radius:.5rem;padding:1.5rem;box-shadow:0 1px 3px rgba(0,0,0,.15)}
  h1{font-size:1.25rem;margin:0 0 1rem} p{line-height:1.4}
  label{display:block;font-size:.875rem;margin:.75rem 0 .25rem}
  input[type=text],input[type=password]{width:100%;box-sizing:border-box;padding:.5rem;border:1px solid #94a3b8;border-radius:.25rem;font-size:1rem}
  button{margin-top:1rem;width:100%;padding:.6rem;font-size:1rem;border-radius:.25rem;border:1px solid #1d4ed8;background:#1d4ed8;color:#fff;cursor:pointer}
  button.secondary{background:#fff;color:#1d4ed8}
  [role=alert]{background:#fef2f2;border:1px solid #fca5a5;color:#7f1d1d;padding:.5rem .75rem;border-radius:.25rem}
  .brand{font-size:.75rem;text-transform:uppercase;letter-spacing:.08em;color:#475569;margin-bottom:.5rem}`;

function page(title: string, body: string, extraHead = "", lang = "en"): string {
  return `<!DOCTYPE html>
<html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)} · Harbour Identity</title><style>${STYLE}</style>${extraHead}</head>
<body><main><p class="brand">Harbour Identity (local provider)</p>${body}</main></body></html>`;
}

export function loginPage(options: {
  uid: string;
  clientName: string;
  username?: string;
  error?: string;
}): string {
  const error = options.error ? `<p role="alert">${escapeHtml(options.error)}</p>` : "";
  return page(
    "Sign in",
    `<h1>Sign in to ${escapeHtml(options.clientName)}</h1>${error}
<form method="post" action="/interaction/${encodeURIComponent(options.uid)}/login">
  <label for="username">Username</label>
  <input id="username" name="username" type="text" autocomplete="username" required value="${escapeHtml(options.username ?? "")}" ${options.username ? "" : "autofocus"}>
  <label for="password">Password</label>
  <input id="password" name="password" type="password" autocomplete="current-password" required ${options.username ? "autofocus" : ""}>
  <button type="submit">Sign in</button>
</form>
<form method="post" action="/interaction/${encodeURIComponent(options.uid)}/abort">
  <button type="submit" class="secondary">Cancel</button>
</form>`,
  );
}

/**
 * End-session confirmation. oidc-provider protects it with a form carrying an xsrf token. When the
 * relying party sent an id_token_hint (it already asked its user), a script confirms at once, as
 * Keycloak does; without JavaScript the person presses the button.
 */
// The sign-out pages in the languages the portal asks for (`ui_locales`, first match wins).
const LOGOUT_WORDS = {
  en: {
    title: "Sign out",
    question: "Sign out of Harbour Identity?",
    every: (host: string) => `You will be signed out of every application that uses ${host}.`,
    yes: "Sign out",
    stay: "Stay signed in",
    done: "Signed out",
    doneText: "You have been signed out of Harbour Identity.",
  },
  "zh-CN": {
    title: "退出登录",
    question: "退出 Harbour Identity？",
    every: (host: string) => `您将退出所有使用 ${host} 的应用程序。`,
    yes: "退出登录",
    stay: "保持登录",
    done: "已退出登录",
    doneText: "您已退出 Harbour Identity。",
  },
  "zh-HK": {
    title: "登出",
    question: "登出 Harbour Identity？",
    every: (host: string) => `您將登出所有使用 ${host} 的應用程式。`,
    yes: "登出",
    stay: "保持登入",
    done: "已登出",
    doneText: "您已登出 Harbour Identity。",
  },
} as const;
type LogoutLanguage = keyof typeof LOGOUT_WORDS;

export function logoutLanguage(uiLocales: unknown): LogoutLanguage {
  const asked = typeof uiLocales === "string" ? uiLocales.split(/\s+/) : [];
  for (const tag of asked) {
    if (tag in LOGOUT_WORDS) return tag as LogoutLanguage;
    if (/^zh-(?:TW|MO|Hant)/i.test(tag)) return "zh-HK";
    if (/^zh/i.test(tag)) return "zh-CN";
    if (/^en/i.test(tag)) return "en";
  }
  return "en";
}

export function logoutPage(options: {
  form: string;
  host: string;
  confirmedByClient: boolean;
  language?: LogoutLanguage;
}): string {
  const language = options.language ?? "en";
  const w = LOGOUT_WORDS[language];
  const autoConfirm = options.confirmedByClient
    ? `<script>document.addEventListener("DOMContentLoaded",function(){document.getElementById("op-logout-yes").click()})</script>`
    : "";
  return page(
    w.title,
    `<h1>${escapeHtml(w.question)}</h1>
<p>${escapeHtml(w.every(options.host))}</p>
${options.form}
<button id="op-logout-yes" type="submit" form="op.logoutForm" name="logout" value="yes">${escapeHtml(w.yes)}</button>
<button type="submit" form="op.logoutForm" class="secondary">${escapeHtml(w.stay)}</button>`,
    autoConfirm,
    language,
  );
}

export function postLogoutPage(language: LogoutLanguage = "en"): string {
  const w = LOGOUT_WORDS[language];
  return page(
    w.done,
    `<h1>${escapeHtml(w.done)}</h1><p>${escapeHtml(w.doneText)}</p>`,
    "",
    language,
  );
}

export function errorPage(error: string, description?: string): string {
  return page(
    "Error",
    `<h1>Something went wrong</h1><p role="alert">${escapeHtml(error)}${description ? `: ${escapeHtml(description)}` : ""}</p>`,
  );
}
