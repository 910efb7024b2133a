import { useSearchParams } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n/use-translation";

/**
 * The verification image. Clicking loads a new one; without JS the same link reloads the page
 * (with a new image). `version` changes after every failed login so the image refreshes then too.
 */
export function CaptchaImage({ version }: { version: number }) {
  const { t } = useTranslation();
  const [n, setN] = useState(version);
  const [searchParams] = useSearchParams();
  const next = new URLSearchParams(searchParams);
  next.set("captcha", String(n + 1)); // keeps redirectTo and the rest
  useEffect(() => setN(version), [version]);
  // A page restored from the back/forward cache gets a new code: the old one may be spent.
  useEffect(() => {
    const renew = (event: PageTransitionEvent) => {
      if (event.persisted) setN((x) => x + 1);
    };
    window.addEventListener("pageshow", renew);
    return () => window.removeEventListener("pageshow", renew);
  }, []);
  return (
    <a
      href={`?${next}`}
      onClick={(event) => {
        event.preventDefault();
        setN((x) => x + 1);
      }}
      className="inline-block rounded border border-slate-300 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
      title={t("login.captchaReload")}
    >
      <img
        src={`/resources/verification-code?v=${n}`}
        alt={t("login.captchaAlt")}
        width={120}
        height={40}
      />
    </a>
  );
}
