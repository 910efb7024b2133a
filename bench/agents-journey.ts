// One virtual agent of bench/agents.ts: its own cookie jar (its own session), signing in through
// the form, then journeys of plain form posts and links as a browser with JavaScript off sends
// them (CSRF token included): search, page, filter, select every leg, review, baggage,
// passengers, confirm, with think times between the pages.
import { formData, readPage, type Button, type Form, type Page } from "./agents-html";
import { CAPTCHA } from "./harness";

export type Step =
  | "sign in"
  | "search"
  | "calendar streamed"
  | "page 2"
  | "filter"
  | "select leg"
  | "select"
  | "review"
  | "baggage"
  | "passengers"
  | "confirm";

export type Recorder = {
  timing(step: Step, ms: number): void;
  error(step: Step, detail: string): void;
  confirmation(surname: string): void;
  /** The confirmation never reached the back office (503 at admission, 502 at the balancer). */
  refused(surname: string): void;
  /** A journey ended on its booking's page; the surname it booked under. */
  journey(surname: string): void;
};

class StepFailed extends Error {}

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

// Seeded airports with daily flights; the round trip HKG-LHR is the 300+ offer case.
const ONE_WAY = [
  ["HKG", "MNL"],
  ["HKG", "SIN"],
  ["HKG", "TPE"],
  ["HKG", "BKK"],
] as const;
const RETURN = [
  ["HKG", "LHR"],
  ["HKG", "NRT"],
  ["HKG", "SYD"],
] as const;
const MULTI = [
  ["HKG", "SIN", "BKK"],
  ["HKG", "TPE", "NRT"],
] as const;

export function searchQuery(n: number): URLSearchParams {
  const q = new URLSearchParams({ adultCount: "1", childCount: "0", youngAdultCount: "0" });
  q.set("infantCount", "0");
  const day = 14 + (n % 40);
  // The mix: half round trips, a third one-way, the rest multi-city.
  const kind = n % 6 < 3 ? "return" : n % 6 < 5 ? "oneWay" : "multiCity";
  q.set("searchType", kind);
  if (kind === "multiCity") {
    const cities = MULTI[n % MULTI.length];
    cities.slice(1).forEach((to, i) => {
      q.set(`segments[${i}].origin`, cities[i]);
      q.set(`segments[${i}].destination`, to);
      q.set(`segments[${i}].departureDate`, inDays(day + 4 * i));
    });
    return q;
  }
  const [from, to] = kind === "return" ? RETURN[n % RETURN.length] : ONE_WAY[n % ONE_WAY.length];
  q.set("segments[0].origin", from);
  q.set("segments[0].destination", to);
  q.set("segments[0].departureDate", inDays(day));
  if (kind === "return") q.set("returnDate", inDays(day + 7));
  return q;
}

/** A surname the passenger form accepts (letters only) that names this journey. */
export function surnameOf(prefix: string, agent: number, journey: number): string {
  const letters = (n: number, width: number) =>
    Array.from({ length: width }, (_, i) =>
      String.fromCharCode(65 + (Math.floor(n / 26 ** (width - 1 - i)) % 26)),
    ).join("");
  return `${prefix}${letters(agent, 3)}${letters(journey, 3)}`;
}

type Answer = { status: number; url: string; html: string };

export class VirtualAgent {
  private cookies = new Map<string, string>();
  private page: Page = { forms: [], links: [] };
  private url = "";
  private html = "";
  private firstStatus = 0;

  constructor(
    private readonly base: string,
    private readonly id: number,
    private readonly record: Recorder,
    private readonly think: () => Promise<void>,
    private readonly surnamePrefix: string,
    private readonly captcha = CAPTCHA,
    /** Aborted when the run is over: requests still in flight then end, not counted. */
    private readonly stop?: AbortSignal,
  ) {}

  /** Every request ends within 60 s, or when the run is over. */
  private signal() {
    const timeout = AbortSignal.timeout(60_000);
    return this.stop ? AbortSignal.any([timeout, this.stop]) : timeout;
  }

  cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  private keepCookies(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(";");
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq).trim();
      const expired = attrs.some(
        (a) => /^\s*max-age=0\b/i.test(a) || /expires=Thu, 01 Jan 1970/i.test(a),
      );
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(eq + 1).trim());
    }
  }

  /**
   * A request and the redirects after it, as the browser follows them. A streamed page whose
   * `shown` marker arrives before its end counts as shown then (what the agent waits for); its end
   * is recorded as `rest`.
   */
  private async go(
    step: Step,
    path: string,
    body?: URLSearchParams,
    streamed?: { shown: RegExp; rest: Step },
  ): Promise<Answer> {
    const started = performance.now();
    let url = new URL(path, this.base).toString();
    let method = body ? "POST" : "GET";
    let payload: URLSearchParams | undefined = body;
    for (let hop = 0; hop < 6; hop++) {
      let response: Response;
      try {
        response = await fetch(url, {
          method,
          body: payload,
          redirect: "manual",
          headers: { cookie: this.cookieHeader(), "accept-language": "en-US" },
          signal: this.signal(),
        });
      } catch (error) {
        if (this.stop?.aborted) throw new StepFailed();
        this.record.error(step, (error as Error).name === "TimeoutError" ? "timeout" : "network");
        throw new StepFailed();
      }
      this.keepCookies(response);
      // The request's own answer, not that of the page it redirects to.
      if (hop === 0) this.firstStatus = response.status;
      const location = response.headers.get("location");
      if (response.status >= 300 && response.status < 400 && location) {
        await response.body?.cancel();
        url = new URL(location, url).toString();
        method = "GET";
        payload = undefined;
        continue;
      }
      let html = "";
      let shownAt: number | undefined;
      try {
        const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
        for (let part = await reader.read(); !part.done; part = await reader.read()) {
          html += part.value;
          if (streamed && shownAt === undefined && streamed.shown.test(html))
            shownAt = performance.now();
        }
      } catch (error) {
        // The body timed out or the run ended while it arrived.
        if (!this.stop?.aborted)
          this.record.error(step, (error as Error).name === "TimeoutError" ? "timeout" : "network");
        throw new StepFailed();
      }
      if (response.status >= 400) {
        if (process.env.AGENTS_DEBUG)
          console.error(step, method, url, payload?.toString(), html.slice(0, 3000));
        this.record.error(step, `HTTP ${response.status}`);
        throw new StepFailed();
      }
      const ended = performance.now();
      this.record.timing(step, (shownAt ?? ended) - started);
      if (streamed) this.record.timing(streamed.rest, ended - started);
      this.page = readPage(html);
      this.url = url;
      this.html = html;
      return { status: response.status, url, html };
    }
    this.record.error(step, "redirect loop");
    throw new StepFailed();
  }

  private expect(step: Step, condition: unknown, detail: string): asserts condition {
    if (condition) return;
    // A streamed page whose data failed after its status was sent shows a notice with a retry.
    const notice = /<a [^>]*>Try again</.test(this.html) ? " (a page notice: Try again)" : "";
    this.record.error(step, detail + notice);
    throw new StepFailed();
  }

  private formWith(predicate: (form: Form) => boolean): Form | undefined {
    return this.page.forms.find(predicate);
  }

  private async submit(step: Step, form: Form, values: Record<string, string>, button?: Button) {
    const data = formData(form, values, button);
    const action = form.action || this.url;
    if (form.method === "get") {
      const target = new URL(action, this.url);
      target.search = data.toString();
      return this.go(step, target.toString());
    }
    return this.go(step, action, data);
  }

  async signIn() {
    await this.go("sign in", "/login");
    // The image is what starts the verification (a session record); its code is fixed here.
    try {
      const image = await fetch(new URL("/resources/verification-code", this.base), {
        headers: { cookie: this.cookieHeader() },
        signal: this.signal(),
      });
      this.keepCookies(image);
      await image.arrayBuffer();
    } catch (error) {
      if (!this.stop?.aborted) this.record.error("sign in", `image: ${(error as Error).name}`);
      throw new StepFailed();
    }
    const form = this.formWith((f) => f.action.startsWith("/login"));
    this.expect("sign in", form, "no sign-in form");
    const signedIn = await this.submit("sign in", form, {
      loginName: "agent",
      password: "Agent1234",
      verifyCode: this.captcha,
    });
    this.expect("sign in", new URL(signedIn.url).pathname.startsWith("/secured/"), "refused");
  }

  get signedIn() {
    return this.cookies.has("__session");
  }

  /** One journey from the search to a confirmed booking; false when a step failed. */
  async journey(n: number): Promise<boolean> {
    try {
      this.record.journey(await this.bookOnce(n));
      return true;
    } catch (error) {
      if (!(error instanceof StepFailed)) throw error;
      // A page that led back to the sign-in form: sign in again before the next journey.
      if (new URL(this.url || this.base).pathname === "/login") this.cookies.clear();
      // An agent whose page failed looks at it before starting again.
      await this.think();
      return false;
    }
  }

  private async bookOnce(n: number): Promise<string> {
    const query = searchQuery(this.id * 7 + n);
    // One leg one-way, two for a round trip, one per segment for multi-city.
    const segments = [...query.keys()].filter((k) => k.endsWith(".origin")).length;
    const legs = query.get("searchType") === "return" ? 2 : segments;
    // The results stream in before the fare calendar (read from the fares the company saw).
    const results = await this.go("search", `/secured/air/airLowFareSearch?${query}`, undefined, {
      shown: /name="airFareRefIndex"|[?&](amp;)?chosen=/,
      rest: "calendar streamed",
    });
    this.expect("search", /airFlightSelect/.test(results.url), "search led elsewhere");
    await this.think();

    const next = this.page.links.find((href) => /[?&]page=2\b/.test(href));
    if (next) {
      await this.go("page 2", next);
      await this.think();
    }
    const filters = this.formWith(
      (f) => f.method === "get" && f.fields.some((x) => x.name === "sort"),
    );
    if (filters) {
      // Sorted by duration, first airline ticked: what a filter click sends without JS.
      const airline = filters.fields.find((f) => f.name === "airline");
      const values: Record<string, string> = { sort: "durationShort" };
      if (airline && n % 2 === 0) values.airline = airline.value;
      await this.submit("filter", filters, values);
      await this.think();
    }

    for (let leg = 0; leg < legs - 1; leg++) {
      const choose = this.page.links.find(
        (href) => /[?&]chosen=/.test(href) && !href.includes("details="),
      );
      this.expect("select leg", choose, `no flight to choose on leg ${leg + 1}`);
      await this.go("select leg", choose);
      await this.think();
    }
    // A card's "Add to quote" form sends the same fare with an intent; Select sends it alone.
    const select = this.formWith(
      (f) =>
        f.method === "post" &&
        !f.fields.some((field) => field.name === "intent") &&
        f.buttons.some((b) => b.name === "airFareRefIndex"),
    );
    this.expect("select", select, "no fare to select");
    const picked = await this.submit(
      "select",
      select,
      {},
      select.buttons.find((b) => b.name === "airFareRefIndex"),
    );
    this.expect("select", /reviewFlight/.test(picked.url), `select led to ${picked.url}`);
    await this.think();

    const review = this.formWith((f) => f.action.includes("reviewFlight"));
    this.expect("review", review, "no review form");
    let page = await this.submit(
      "review",
      review,
      {},
      review.buttons.find((b) => b.value === "next"),
    );
    await this.think();

    if (/airAncillariesInfo/.test(page.url)) {
      const bags = this.formWith(
        (f) => f.action.includes("airAncillariesInfo") && f.method === "post",
      );
      this.expect("baggage", bags, "no baggage form");
      page = await this.submit(
        "baggage",
        bags,
        {},
        bags.buttons.find((b) => b.text === "Continue") ?? bags.buttons.at(-1),
      );
      await this.think();
    }
    this.expect("passengers", /airBookForm/.test(page.url), `review led to ${page.url}`);

    const surname = surnameOf(this.surnamePrefix, this.id, n);
    const passengers = this.formWith((f) =>
      f.buttons.some((b) => b.name === "_action" && b.value === "submit"),
    );
    this.expect("passengers", passengers, "no passenger form");
    const values: Record<string, string> = {};
    for (const field of passengers.fields) {
      if (field.name.endsWith(".surname")) values[field.name] = surname;
      if (field.name.endsWith(".givenName")) values[field.name] = "TAI MAN";
      if (field.name.endsWith(".birthDate")) values[field.name] = "1980-01-01";
      if (field.name.endsWith(".nameTitle")) values[field.name] = "MR";
    }
    const toConfirm = await this.submit(
      "passengers",
      passengers,
      values,
      passengers.buttons.find((b) => b.name === "_action" && b.value === "submit"),
    );
    this.expect(
      "passengers",
      /airBookConfirm/.test(toConfirm.url),
      `passengers led to ${toConfirm.url}`,
    );
    await this.think();

    const confirm = this.formWith((f) => f.fields.some((x) => x.name === "confirmToken"));
    this.expect("confirm", confirm, "no confirmation form");
    this.record.confirmation(surname);
    const booked = await this.submit("confirm", confirm, {}, confirm.buttons[0]).catch(
      (error: unknown) => {
        // 503: refused at admission; 502: the bench's balancer could not forward it.
        if (this.firstStatus === 503 || this.firstStatus === 502) this.record.refused(surname);
        throw error;
      },
    );
    this.expect("confirm", /bookingDetails/.test(booked.url), `confirm led to ${booked.url}`);
    await this.think();
    return surname;
  }
}
