// The account services against the simulator: success, and where each refusal of the back
// office lands (a field, the form's alert, a 404, /login).
import { describe, expect, it } from "vitest";
import { useSimulator } from "../../mocks/test-support";
import { addAccount, findAccounts, requireAccount, setAccountPassword } from "./accounts.server";
import { signedInAs, thrownBy } from "./signed-in.fixture";

const sim = useSimulator();

const newAccount = (id: string, password = "Newuser1234") => ({
  id,
  nameTitle: "MS",
  surname: "CHAN",
  givenName: "MEI",
  email: `${id}@example.com`,
  telephone: "91234567",
  password,
  confirmPassword: password,
  securityGroups: ["ORDINARY_USER"],
});

describe("account services", () => {
  it("lists the company's accounts, ten a page", async () => {
    const ctx = await signedInAs("admin", "/secured/account/accountList");
    const { rows, total } = await findAccounts(ctx, {
      name: "",
      loginName: "",
      status: "",
      page: 1,
    });
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThanOrEqual(10);
    expect(total).toBeGreaterThanOrEqual(rows.length);
    expect(rows.map((r) => r.loginId)).toContain("agent");
  });

  it("creates an account; a login taken or a weak password goes on its field", async () => {
    const ctx = await signedInAs("admin", "/secured/account/accountList");
    expect(await addAccount(ctx, newAccount("svc-new"))).toEqual({ ok: true });
    expect(await addAccount(ctx, newAccount("svc-new"))).toEqual({
      ok: false,
      fieldErrors: { id: ["account:error.LOGIN_TAKEN"] },
      failure: null,
    });
    const weak = await addAccount(ctx, newAccount("svc-weak", "weakweak"));
    expect(weak).toMatchObject({ ok: false, fieldErrors: { password: [expect.any(String)] } });
  });

  it("a roles choice the admin may not grant is refused before the back office is asked", async () => {
    const ctx = await signedInAs("admin", "/secured/account/accountList");
    const refused = await addAccount(ctx, {
      ...newAccount("svc-site"),
      securityGroups: ["SITE_ADMIN"],
    });
    expect(refused).toMatchObject({
      ok: false,
      fieldErrors: { securityGroups: [expect.any(String)] },
    });
    const { rows } = await findAccounts(ctx, {
      name: "",
      loginName: "svc-site",
      status: "",
      page: 1,
    });
    expect(rows).toEqual([]);
  });

  it("the account of ?id=: found, or a 404 for an unknown or malformed id", async () => {
    const admin = await signedInAs("admin", "/secured/account/accountList");
    const [agent] = (
      await findAccounts(admin, { name: "", loginName: "agent", status: "", page: 1 })
    ).rows;
    const at = (id: string) => signedInAs("admin", `/secured/account/accountDetails?id=${id}`);
    expect((await requireAccount(await at(agent!.id))).id).toBe(agent!.id);
    expect(await thrownBy(requireAccount(await at("999999")))).toMatchObject({ status: 404 });
    expect(await thrownBy(requireAccount(await at("x y")))).toMatchObject({ status: 404 });
  });

  it("sets a password; mismatched ones go on the confirmation, a lost session to /login", async () => {
    const admin = await signedInAs("admin", "/secured/account/accountList");
    const [viewer] = (
      await findAccounts(admin, { name: "", loginName: "viewer", status: "", page: 1 })
    ).rows;
    const ctx = await signedInAs("admin", `/secured/account/changePassword?id=${viewer!.id}`);
    const account = await requireAccount(ctx);
    const set = (password: string, confirmPassword: string) =>
      setAccountPassword(ctx, account, { password, confirmPassword });
    expect(await set("Viewer5678", "Viewer5678")).toEqual({ ok: true });
    expect(await set("Viewer5678", "Viewer9999")).toMatchObject({
      ok: false,
      fieldErrors: { confirmPassword: [expect.any(String)] },
    });
    sim.control.set({ fault: "nologin" });
    expect(await thrownBy(set("Viewer5678", "Viewer5678"))).toMatchObject({
      status: 302,
      location: expect.stringMatching(/^\/login/),
    });
  });

  it("a failed list goes to the page's error boundary with its status", async () => {
    const ctx = await signedInAs("admin", "/secured/account/accountList");
    sim.control.set({ fault: "500" });
    const search = { name: "", loginName: "", status: "" as const, page: 1 };
    expect(await thrownBy(findAccounts(ctx, search))).toMatchObject({
      status: 500,
      message: { key: "http.500" },
    });
  });
});
