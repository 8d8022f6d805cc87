// Approval (SPEC §5): the digest, the approver asked about exact code and tools, refusals as
// rejections, approvals bound to the digest, bypass modes, and `toolflow run` without a terminal.
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { approvalDigest, digestApprover, rememberingApprover, type ApprovalRequest } from "../../../host/approval/index.js";
import { main, type CliIO } from "../../../host/cli/main.js";
import { createRegistry } from "../../../host/registry.js";
import { RejectionSchema } from "../../../host/schema/envelope.js";
import { runFake } from "../fake-engine.js";
import { tool } from "../test-tools.js";

const SCRIPT = "async (api) => { await api.call('grep', {}); return 1; }";

describe("approvalDigest", () => {
  it("is sha256 of the canonical JSON of code and sorted unique tools", async () => {
    const expected = createHash("sha256").update('{"code":"print(1)","tools":["a","b"]}').digest("hex");
    expect(await approvalDigest("print(1)", ["b", "a", "b"])).toBe(expected);
    expect(await approvalDigest("print(1)", ["a", "b"])).toBe(expected);
    expect(await approvalDigest("print(2)", ["a", "b"])).not.toBe(expected);
    expect(await approvalDigest("print(1)", ["a"])).not.toBe(expected);
  });
});

describe("runFlow with an approver", () => {
  const calls: string[] = [];
  const registry = createRegistry([tool("grep", "file_search", { handler: async () => (calls.push("grep"), "hit") })]);
  const request = { code: SCRIPT, name: "approved-flow", tools: ["grep"] };

  it("asks about the exact code, tools and name with their digest, then runs", async () => {
    const asked: ApprovalRequest[] = [];
    const outcome = await runFake(request, { registry, approver: (r) => (asked.push(r), true) });
    expect(outcome.rejected).toBe(false);
    expect(asked).toEqual([{ digest: await approvalDigest(SCRIPT, ["grep"]), code: SCRIPT, tools: ["grep"], name: "approved-flow" }]);
  });

  it("rejects a refused flow before it runs, with the reason and digest", async () => {
    calls.length = 0;
    const outcome = await runFake(request, { registry, approver: async () => ({ approved: false, reason: "not today" }) });
    expect(RejectionSchema.parse(outcome)).toEqual({
      rejected: true,
      problems: [{ reason: "not_approved", field: "approval", message: "not today", digest: await approvalDigest(SCRIPT, ["grep"]) }],
    });
    expect(calls).toEqual([]);
    const plain = await runFake(request, { registry, approver: () => false });
    expect(plain).toMatchObject({ problems: [{ reason: "not_approved", message: "the approver declined" }] });
  });

  it("is never asked about a request that validation rejects", async () => {
    let asked = 0;
    const outcome = await runFake({ ...request, tools: ["nope"] }, { registry, approver: () => (asked++, true) });
    expect(outcome).toMatchObject({ rejected: true, problems: [{ tool: "nope", reason: "missing" }] });
    expect(asked).toBe(0);
  });

  it("is skipped in bypass and bypass_plus, asked in standard and autonomous", async () => {
    for (const permissionMode of ["bypass", "bypass_plus"] as const) {
      const outcome = await runFake(request, { registry, permissionMode, approver: () => false });
      expect(outcome.rejected).toBe(false);
    }
    for (const permissionMode of ["standard", "autonomous"] as const) {
      const outcome = await runFake(request, { registry, permissionMode, approver: () => false });
      expect(outcome.rejected).toBe(true);
    }
  });

  it("binds an approval to its digest: changed code or tools asks again", async () => {
    const asked: string[] = [];
    const approver = rememberingApprover((r) => (asked.push(r.code), true));
    await runFake(request, { registry, approver });
    await runFake(request, { registry, approver });
    expect(asked).toEqual([SCRIPT]);
    const changed = `${SCRIPT} `;
    await runFake({ ...request, code: changed }, { registry, approver });
    expect(asked).toEqual([SCRIPT, changed]);
    const only = digestApprover([await approvalDigest(SCRIPT, ["grep"])]);
    expect((await runFake(request, { registry, approver: only })).rejected).toBe(false);
    expect((await runFake({ ...request, code: changed }, { registry, approver: only })).rejected).toBe(true);
  });
});

describe("toolflow run approval", () => {
  function io(stdin: string, ask?: (q: string) => Promise<string>): CliIO & { out: string; err: string } {
    const sink = {
      out: "",
      err: "",
      stdout: (t: string) => void (sink.out += t),
      stderr: (t: string) => void (sink.err += t),
      readStdin: async () => stdin,
      cwd: process.cwd(),
      ...(ask ? { ask } : {}),
    };
    return sink;
  }

  it("refuses without a terminal and without --yes, saying why (exit 2)", async () => {
    const cli = io("1 + 1\n");
    expect(await main(["run", "-", "--tools", "", "--json"], cli)).toBe(2);
    const rejection = RejectionSchema.parse(JSON.parse(cli.out));
    expect(rejection.problems[0]).toMatchObject({ reason: "not_approved", message: expect.stringContaining("pass --yes") });
    const human = io("1 + 1\n");
    expect(await main(["run", "-", "--tools", ""], human)).toBe(2);
    expect(human.err).toContain("not approved: approval needed: there is no terminal to ask on; pass --yes");
  });

  it("shows the script and tool set on a terminal and follows the answer", async () => {
    const questions: string[] = [];
    const yes = io("1 + 1\n", async (q) => (questions.push(q), "y"));
    expect(await main(["run", "-", "--tools", "", "--json"], yes)).toBe(0);
    expect(JSON.parse(yes.out)).toMatchObject({ status: "ok", result: 2 });
    expect(yes.err).toContain('flow "stdin" asks to run this script\n   1 | 1 + 1\nwith the tools: (none)\ndigest ');
    expect(questions).toEqual(["Run it? [y/N] "]);
    const no = io("1 + 1\n", async () => "");
    expect(await main(["run", "-", "--tools", "", "--json"], no)).toBe(2);
    expect(JSON.parse(no.out)).toMatchObject({ problems: [{ reason: "not_approved", message: "declined at the terminal" }] });
  });

  it("runs with --yes and no terminal", async () => {
    const cli = io("1 + 1\n");
    expect(await main(["run", "--yes", "-", "--tools", "", "--json"], cli)).toBe(0);
    expect(JSON.parse(cli.out)).toMatchObject({ status: "ok", result: 2 });
  });
});
