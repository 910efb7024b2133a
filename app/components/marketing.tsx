import { useTranslation } from "~/i18n/use-translation";

const audiences = ["agents", "otas", "airlines"] as const;

/** The sign-in page's section for travel agents, OTAs and airlines. */
export function Marketing() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="marketing-title" className="space-y-6">
      <div>
        <h2 id="marketing-title" className="text-2xl font-bold text-brand-900">
          {t("marketing.title")}
        </h2>
        <p className="mt-2 text-slate-600">{t("marketing.lead")}</p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-3">
        {audiences.map((audience) => (
          <li key={audience} className="card p-4">
            <img
              src={`/marketing/${audience}.svg`}
              alt=""
              width={48}
              height={48}
              className="mb-2"
            />
            <h3 className="font-semibold">{t(`marketing.${audience}.title`)}</h3>
            <p className="mt-1 text-sm text-slate-600">{t(`marketing.${audience}.text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
