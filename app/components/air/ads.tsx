import { useTranslation } from "~/i18n/use-translation";

const adverts = ["ad-ndc", "ad-hold", "ad-void"] as const;
const slides = ["slide-hongkong", "slide-london", "slide-singapore"] as const;

/**
 * The three adverts and the three-image carousel below the search form, as local static files.
 * The carousel is a scroll-snap strip with anchor links: it works without JavaScript.
 */
export function Ads() {
  const { t } = useTranslation("air");
  return (
    <div className="space-y-4">
      <section aria-label={t("ads.carousel")}>
        <ul
          // A scrolling region: keyboard users reach it with Tab and scroll it with the arrows.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          aria-label={t("ads.carousel")}
          className="flex snap-x snap-mandatory overflow-x-auto rounded-lg focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
        >
          {slides.map((s, i) => (
            <li key={s} id={s} className="w-full shrink-0 snap-start">
              <img
                src={`/ads/${s}.svg`}
                alt={t(`ads.slides.${i}`)}
                width={960}
                height={240}
                className="h-auto w-full"
                loading="lazy"
              />
            </li>
          ))}
        </ul>
        <nav aria-label={t("ads.slidesNav")} className="mt-2 flex justify-center gap-2">
          {slides.map((s, i) => (
            <a key={s} href={`#${s}`} className="link text-sm">
              {t("ads.slide", { n: i + 1 })}
            </a>
          ))}
        </nav>
      </section>
      <section aria-label={t("ads.adverts")} className="grid gap-3 md:grid-cols-3">
        {adverts.map((a, i) => (
          <img
            key={a}
            src={`/ads/${a}.svg`}
            alt={t(`ads.adverts_alt.${i}`)}
            width={360}
            height={120}
            className="h-auto w-full rounded-lg"
            loading="lazy"
          />
        ))}
      </section>
    </div>
  );
}
