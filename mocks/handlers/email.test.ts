import { describe, expect, it } from "vitest";
import { codeOf, UpstreamClient, useSimulator } from "../test-support";

const sim = useSimulator();

describe("POST /pamhkapi/email/forgetPassword", () => {
  it("answers 3/237 for an unknown account and records nothing", async () => {
    const body = await new UpstreamClient().post("/pamhkapi/email/forgetPassword?accountId=nobody");
    expect(codeOf(body)).toBe("3/237");
    expect(codeOf(await new UpstreamClient().post("/pamhkapi/email/forgetPassword"))).toBe("3/237");
    expect(sim.state.passwordResets).toEqual([]);
  });

  it("answers 0/0 for a login or an e-mail, records the reset, and keeps the password", async () => {
    const client = new UpstreamClient();
    expect(codeOf(await client.post("/pamhkapi/email/forgetPassword?accountId=viewer"))).toBe(
      "0/0",
    );
    expect(
      codeOf(
        await client.post(
          `/pamhkapi/email/forgetPassword?accountId=${encodeURIComponent("ADMIN@harbourtravel.hk")}`,
        ),
      ),
    ).toBe("0/0");
    expect(sim.state.passwordResets.map((reset) => reset.userId)).toEqual(["U10004", "U10002"]);
    expect(codeOf(await client.login("viewer", "Viewer1234"))).toBe("0/0");
  });
});

describe("POST /pamhkapi/email/contactUs", () => {
  const post = (client: UpstreamClient, query: Record<string, string>, suggestion: string) =>
    client
      .fetch(`/pamhkapi/email/contactUs?${new URLSearchParams(query)}`, {
        method: "POST",
        headers: { "Content-Type": "text/plain" },
        body: suggestion,
      })
      .then((response) => response.json() as Promise<Parameters<typeof codeOf>[0]>);

  it("answers 3/100 naming every missing field", async () => {
    const body = await post(
      new UpstreamClient(),
      { name: "Chan Tai Man", email: "", phone: " " },
      "",
    );
    expect(codeOf(body)).toBe("3/100");
    expect(body.errorCode.errorMsgField).toEqual(["phone", "email", "company", "suggestion"]);
    expect(sim.state.contactMessages).toEqual([]);
  });

  it("keeps a complete message in state, suggestion from the text body", async () => {
    const client = new UpstreamClient();
    const query = {
      name: "Chan Tai Man",
      phone: "85291234567",
      email: "tm.chan@example.hk",
      company: "Harbour Travel Ltd",
    };
    expect(codeOf(await post(client, query, "Please add 香港 ⇄ 東京 specials.\nThanks"))).toBe(
      "0/0",
    );
    expect(sim.state.contactMessages).toEqual([
      expect.objectContaining({
        ...query,
        id: 1,
        suggestion: "Please add 香港 ⇄ 東京 specials.\nThanks",
        userId: null,
      }),
    ]);
  });
});
