import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { hongKongDate, orderSearchSchema } from "./order-search";
import { voidOffered, withinVoidWindow } from "./order-void";
import { IssueSchema, LocatorStepSchema, SelectionSchema } from "./order-wizard";
import { stepFrom, wizardHref } from "./order-wizard-steps";
import { reportRunnerSchema } from "./report-runner";

const hk = (local: string) => Date.parse(`${local}+08:00`);

describe("order search", () => {
  const schema = orderSearchSchema("2030-05-11");
  const parse = (query: string) => parseWithZod(new URLSearchParams(query), { schema });
  const errorsOf = (query: string) => parse(query).reply().error;

  it("upper-cases the PNR and accepts an empty search", () => {
    expect(parse("recordLocator=m4rt").status).toBe("success");
    const ok = parse("recordLocator=m4rt");
    expect(ok.status === "success" && ok.value.recordLocator).toBe("M4RT");
    expect(parse("").status).toBe("success");
  });

  it("refuses dates after tomorrow and an end before the start", () => {
    expect(errorsOf("createDateStart=2030-05-12")).toEqual({
      createDateStart: ["validation.DATE_GREATER?max=2030-05-11"],
    });
    expect(errorsOf("createDateStart=2030-05-10&createDateEnd=2030-05-09")).toEqual({
      createDateEnd: ["validation.DATE_LESS?min=2030-05-10"],
    });
    expect(errorsOf("createDateStart=2030-02-31")?.createDateStart).toEqual([
      "validation.INVALID_DATE",
    ]);
  });

  it("counts days in Hong Kong", () => {
    expect(hongKongDate(hk("2030-05-10T23:30:00"), 1)).toBe("2030-05-11");
    expect(hongKongDate(Date.parse("2030-05-10T16:30:00Z"))).toBe("2030-05-11");
  });
});

describe("void rule", () => {
  const order = (ticketStatus: string, allowVoidTickets = true) => ({
    orderTypeId: "TICKET_ORDER",
    orderDate: "2030-05-10T02:00:00.000Z",
    allowVoidTickets,
    airTicketItems: [{ passengerReference: [{ ticketStatus }] }],
  });

  it("is offered only when the order allows it and a ticket is issued", () => {
    expect(voidOffered(order("ISSUED"))).toBe(true);
    expect(voidOffered(order("issued"))).toBe(true);
    expect(voidOffered(order("VOIDED"))).toBe(false);
    expect(voidOffered(order("ISSUED", false))).toBe(false);
  });

  it("runs until 23:00 on the ticket day, Hong Kong time", () => {
    const ticketed = "2030-05-10T02:00:00.000Z"; // 10:00 in Hong Kong
    expect(withinVoidWindow(ticketed, hk("2030-05-10T22:59:59"))).toBe(true);
    expect(withinVoidWindow(ticketed, hk("2030-05-10T23:00:00"))).toBe(false);
    expect(withinVoidWindow(ticketed, hk("2030-05-11T09:00:00"))).toBe(false);
  });
});

describe("add-order wizard", () => {
  it("knows its steps and rebuilds their URLs", () => {
    expect([stepFrom(null), stepFrom("1"), stepFrom("2"), stepFrom("7")]).toEqual([0, 1, 2, 0]);
    expect(
      wizardHref(2, {
        gdsCode: "ZIR",
        recordLocator: "B4WK6N",
        pax: [1, 2],
        seg: [1],
        quote: "B4WK6N-2",
      }),
    ).toBe(
      "/secured/order/addOrder?step=2&gdsCode=ZIR&recordLocator=B4WK6N&pax=1&pax=2&seg=1&quote=B4WK6N-2",
    );
  });

  it("checks the locator step", () => {
    const ok = parseWithZod(
      new URLSearchParams("gdsCode=ZIR&pseudoCityCode=7H2K&recordLocator=b4wk6n"),
      { schema: LocatorStepSchema },
    );
    expect(ok.status === "success" && ok.value.recordLocator).toBe("B4WK6N");
    const bad = parseWithZod(
      new URLSearchParams("gdsCode=1A&pseudoCityCode=7H2K&recordLocator=AB1"),
      { schema: LocatorStepSchema },
    );
    expect(Object.keys(bad.reply().error ?? {}).sort()).toEqual(["gdsCode", "recordLocator"]);
  });

  it("needs at least one passenger and one segment, one value or several", () => {
    const base = "gdsCode=ZIR&pseudoCityCode=7H2K&recordLocator=B4WK6N";
    const one = parseWithZod(new URLSearchParams(`${base}&pax=2&seg=1`), {
      schema: SelectionSchema,
    });
    expect(one.status === "success" && [one.value.pax, one.value.seg]).toEqual([[2], [1]]);
    const none = parseWithZod(new URLSearchParams(`${base}&seg=1`), { schema: SelectionSchema });
    expect(none.reply().error?.pax).toEqual(["order:wizard.pickPassenger"]);
    const form = new FormData();
    for (const [k, v] of Object.entries({
      gdsCode: "ZIR",
      pseudoCityCode: "7H2K",
      recordLocator: "B4WK6N",
      intent: "issue",
      quoteId: "B4WK6N-1",
    }))
      form.set(k, v);
    form.append("pax", "1");
    form.append("pax", "2");
    form.append("seg", "1");
    const issue = parseWithZod(form, { schema: IssueSchema });
    expect(issue.status === "success" && issue.value.pax).toEqual([1, 2]);
  });
});

describe("booking report runner", () => {
  const schema = reportRunnerSchema("2030-05-11");
  const parse = (query: string) => parseWithZod(new URLSearchParams(query), { schema });

  it("accepts the agent and admin reports within the bounds", () => {
    expect(parse("reportId=ORDER-0002&from=2030-05-01&to=2030-05-11").status).toBe("success");
    expect(parse("reportId=ORDER-0004&from=2030-05-11&to=2030-05-11").status).toBe("success");
    expect(
      parse("reportId=ORDER-9999&from=2030-05-01&to=2030-05-02").reply().error?.reportId,
    ).toBeDefined();
  });

  it("keeps the to date at most tomorrow and the from date at most the to date", () => {
    expect(parse("reportId=ORDER-0002&from=2030-05-01&to=2030-05-12").reply().error).toEqual({
      to: ["validation.DATE_GREATER?max=2030-05-11"],
    });
    expect(parse("reportId=ORDER-0002&from=2030-05-03&to=2030-05-02").reply().error).toEqual({
      from: ["validation.DATE_GREATER?max=2030-05-02"],
    });
    expect(parse("reportId=ORDER-0002&to=2030-05-02").reply().error?.from).toEqual([
      "validation.FIELD_REQUIRE",
    ]);
  });
});
