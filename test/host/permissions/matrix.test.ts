// The permission matrix (issue 6): every mode x every rule bucket x file, search, web and MCP-like
// tools, then secrets, .agentblock, outside-root paths, symlink escapes, `..`, capability rules
// and the classifier. Each case checks the engine's decision (allowed, deciding rule) AND what a
// real flow's script sees (the tool's answer, or the ToolPermissionError it caught) and logs.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PermissionMode, PermissionRule, Permissions } from "../../../host/config/schema.js";
import { stripPaths } from "../../../host/run-flow.js";
import { describeRule, type Bucket, type Classifier } from "../../../host/permissions/index.js";
import { startServer, type TestServer } from "../tools/web/server.js";
import { makeProject, observe, observeInHost, type Project, type Setup } from "./harness.js";

const MODES: readonly PermissionMode[] = ["standard", "autonomous", "bypass", "bypass_plus"];

let project: Project;
let server: TestServer;
beforeAll(async () => {
  project = makeProject();
  server = await startServer();
});
afterAll(async () => {
  project.remove();
  await server.close();
});

interface Expected {
  allowed: boolean;
  /** The deciding rule or reason, as the engine names it. */
  by: string | RegExp;
  /** A part of what the script sees: the answer's JSON when ok, the error message when denied. */
  sees: string | RegExp;
  /** Must not appear in what the script sees (secrets kept out of search results). */
  hides?: string;
  /** The script's view when it differs from the decision (a redirect refused inside the tool). */
  script?: "ok" | "denied";
}

interface Case {
  name: string;
  /** A function when the rules name paths of the project, which exists only once tests start. */
  setup: Setup | (() => Setup);
  tool: string;
  args: () => Record<string, unknown>;
  expected: () => Expected;
}

const cases: Case[] = [];

// ---- every mode x every bucket x four kinds of tool --------------------------------------------
interface Kind {
  tool: string;
  args: () => Record<string, unknown>;
  rule: PermissionRule;
  okSees: string;
}
const KINDS: Record<string, Kind> = {
  file: { tool: "file_read", args: () => ({ path: "src/a.txt" }), rule: { tool: "file_read", args: { path: "src/**" } }, okSees: "hello from a" },
  search: { tool: "grep", args: () => ({ pattern: "hello", path: "src" }), rule: { tool: "grep", args: { path: "src{,/**}" } }, okSees: "src/a.txt:1:hello from a" },
  web: { tool: "web_fetch", args: () => ({ url: `${server.url}/plain` }), rule: { tool: "web_fetch", args: { url: "http://127.0.0.1:*/**" } }, okSees: "just text" },
  mcp: { tool: "mcp__issues__list", args: () => ({ state: "open" }), rule: { tool: "mcp__issues__*", args: { state: "open" } }, okSees: '"number":7' },
};
/** The autonomous classifier of the matrix: refuses MCP calls, allows web calls, unsure otherwise. */
const classifier: Classifier = ({ tool }) => (tool.startsWith("mcp__") ? "deny" : tool === "web_fetch" ? "allow" : "unsure");
const BUCKET_CASES: readonly (Bucket | "none")[] = ["allow", "ask", "ask-unless-allowed", "deny", "none"];

for (const mode of MODES) {
  for (const bucket of BUCKET_CASES) {
    for (const [kindName, kind] of Object.entries(KINDS)) {
      const rules: Partial<Permissions> = bucket === "none" ? {} : { [bucket]: [kind.rule] };
      const ruleText = bucket === "none" ? "" : describeRule(bucket, kind.rule);
      cases.push({
        name: `${mode} / ${bucket} / ${kindName}`,
        setup: { mode, rules, classifier },
        tool: kind.tool,
        args: kind.args,
        expected: () => {
          const ok = (by: string | RegExp): Expected => ({ allowed: true, by, sees: kind.okSees });
          if (mode === "bypass") return ok("bypass mode");
          if (bucket === "deny") return { allowed: false, by: ruleText, sees: `permission denied by ${ruleText}` };
          if (mode === "bypass_plus") return ok("bypass_plus mode (no deny rule matched)");
          if (bucket === "allow") return ok(ruleText);
          if (mode === "autonomous" && bucket !== "ask") {
            if (kindName === "mcp") return { allowed: false, by: "classifier", sees: "permission denied: the permission classifier refused this mcp__issues__list call" };
            if (kindName === "web") return ok("classifier");
          }
          return ok(`flow approval (${bucket === "none" ? "no rule matched" : ruleText})`);
        },
      });
    }
  }
}

// ---- special cases, each in every mode -----------------------------------------------------------
type PerMode = (mode: PermissionMode) => Expected;
function eachMode(name: string, tool: string, args: () => Record<string, unknown>, expected: PerMode, rules: Partial<Permissions> = {}, modeClassifier?: Classifier): void {
  for (const mode of MODES) {
    cases.push({ name: `${mode} / ${name}`, setup: { mode, rules, ...(modeClassifier ? { classifier: modeClassifier } : {}) }, tool, args, expected: () => expected(mode) });
  }
}
const skipsSecrets = (mode: PermissionMode) => mode === "bypass" || mode === "bypass_plus";
const modeAllow = (mode: PermissionMode, otherwise: string | RegExp): string | RegExp =>
  mode === "bypass" ? "bypass mode" : mode === "bypass_plus" ? "bypass_plus mode (no deny rule matched)" : otherwise;

// Secrets: the built-in credential stores.
const credentialStore: PerMode = (mode) =>
  skipsSecrets(mode)
    ? { allowed: true, by: modeAllow(mode, ""), sees: "PRIVATE KEY" }
    : { allowed: false, by: "built-in secret deny list", sees: "permission denied: home/.ssh/id_rsa is a credential store (built-in secret deny list)" };
eachMode("hard-denied credential store", "file_read", () => ({ path: "home/.ssh/id_rsa" }), credentialStore);
eachMode("hard-denied credential store despite an allow rule", "file_read", () => ({ path: "home/.ssh/id_rsa" }), credentialStore, { allow: [{ tool: "file_read", args: { path: "home/**" } }] });

// Secrets: secrets.files would ask, so the flow's approval covers reading one.
const secretFile: PerMode = (mode) => ({ allowed: true, by: modeAllow(mode, "flow approval (secret file)"), sees: "TOKEN=abc" });
eachMode("secret file", "file_read", () => ({ path: "config/.env" }), secretFile);
eachMode("secret file with an allow rule still asks", "file_read", () => ({ path: "config/.env" }), secretFile, { allow: [{ tool: "file_read", args: { path: "config/**" } }] });

// Secrets: search results never show secret lines or secret files, except in the bypass modes.
eachMode("grep hides lines with secret words", "grep", () => ({ pattern: "TODO|SEKRIT", path: "src" }), (mode) =>
  skipsSecrets(mode)
    ? { allowed: true, by: modeAllow(mode, ""), sees: "src/notes.md:2:api_key = SEKRIT-123" }
    : { allowed: true, by: "flow approval (no rule matched)", sees: '{"text":"src/notes.md:1:TODO: first"}', hides: "SEKRIT" },
);
eachMode("grep hides secret files and credential stores", "grep", () => ({ pattern: "TOKEN|PRIVATE|blocked" }), (mode) =>
  skipsSecrets(mode)
    ? { allowed: true, by: modeAllow(mode, ""), sees: "config/.env:1:TOKEN=abc\\nhome/.ssh/id_rsa:1:PRIVATE KEY", hides: "blocked content" }
    : { allowed: true, by: "flow approval (no rule matched)", sees: '{"text":""}' },
);
eachMode("glob never lists secret files or .agentblock'd folders", "glob", () => ({ pattern: "**/*" }), (mode) =>
  skipsSecrets(mode)
    ? { allowed: true, by: modeAllow(mode, ""), sees: "config/.env\\nhome/.ssh/id_rsa", hides: "blocked/f.txt" }
    : { allowed: true, by: "flow approval (no rule matched)", sees: "src/a.txt\\nsrc/notes.md", hides: ".env" },
);

// .agentblock: refused in every mode, bypass included, also when reached through a symlink.
const blocked = (shown: string, folder = "blocked"): PerMode => () => ({
  allowed: false,
  by: ".agentblock",
  sees: `permission denied: ${shown} is under ${folder}, which holds an .agentblock file`,
});
eachMode(".agentblock read", "file_read", () => ({ path: "blocked/f.txt" }), blocked("blocked/f.txt"));
eachMode(".agentblock search", "grep", () => ({ pattern: "x", path: "blocked" }), blocked("blocked"));
eachMode(".agentblock through a symlink", "file_read", () => ({ path: "to-blocked/f.txt" }), blocked("to-blocked/f.txt"));
eachMode(".agentblock despite an allow rule", "file_read", () => ({ path: "blocked/f.txt" }), blocked("blocked/f.txt"), { allow: [{ tool: "*" }] });

// Outside the project root: denied unless an allow rule names the path; bypass modes skip it.
const outsideDenied = (given: string | (() => string)): PerMode => (mode) =>
  skipsSecrets(mode)
    ? { allowed: true, by: modeAllow(mode, ""), sees: "outside file" }
    : { allowed: false, by: "outside the project root", sees: `permission denied: ${typeof given === "string" ? given : given()} is outside the project root and no allow rule grants it` };
eachMode("outside root via ..", "file_read", () => ({ path: "../outside/o.txt" }), outsideDenied("../outside/o.txt"));
eachMode("outside root, absolute path", "file_read", () => ({ path: `${project.outside}/o.txt` }), outsideDenied(() => `${project.outside}/o.txt`));
eachMode("outside root with a bare tool allow (no grant)", "file_read", () => ({ path: "../outside/o.txt" }), outsideDenied("../outside/o.txt"), { allow: [{ tool: "file_read" }] });
eachMode("outside root, search", "grep", () => ({ pattern: "outside", path: "../outside" }), outsideDenied("../outside"));
eachMode("symlink escape", "file_read", () => ({ path: "escape/o.txt" }), outsideDenied("escape/o.txt"));
eachMode("symlink escape granted on the link's path (not the real one)", "file_read", () => ({ path: "escape/o.txt" }), outsideDenied("escape/o.txt"), {
  allow: [{ tool: "file_read", args: { path: "escape/**" } }],
});
const absoluteGrant = (): PermissionRule => ({ tool: "file_read", args: { path: `${project.outside}/**` } });
const relativeGrant = (): PermissionRule => ({ tool: "file_read", args: { path: "../outside{,/**}" } });
for (const [name, path, grant] of [
  ["outside root granted by an absolute path rule", "../outside/o.txt", absoluteGrant],
  ["outside root granted by a relative path rule", `${"$"}OUTSIDE/o.txt`, relativeGrant],
  ["symlink escape granted on the real path", "escape/o.txt", absoluteGrant],
] as const) {
  for (const mode of MODES) {
    cases.push({
      name: `${mode} / ${name}`,
      setup: () => ({ mode, rules: { allow: [grant()] } }),
      tool: "file_read",
      args: () => ({ path: path.replace("$OUTSIDE", project.outside) }),
      expected: () => ({ allowed: true, by: modeAllow(mode, describeRule("allow", grant())), sees: "outside file" }),
    });
  }
}

// Paths are resolved before rules: `..` cannot dodge a deny rule.
const srcDeny: PermissionRule = { tool: "file_read", args: { path: "src/**" } };
eachMode("`..` resolved before a deny rule", "file_read", () => ({ path: "blocked/../src/a.txt" }), (mode) =>
  mode === "bypass"
    ? { allowed: true, by: "bypass mode", sees: "hello from a" }
    : { allowed: false, by: describeRule("deny", srcDeny), sees: `permission denied by ${describeRule("deny", srcDeny)}` },
  { deny: [srcDeny] },
);

// Filesystem capability rules apply to every tool that reads there.
const fsDeny: PermissionRule = { tool: "fs.read", args: { path: "src{,/**}" } };
for (const [tool, args] of [
  ["file_read", { path: "src/a.txt" }],
  ["grep", { pattern: "hello", path: "src" }],
] as const) {
  eachMode(`fs.read deny rule, ${tool}`, tool, () => ({ ...args }), (mode) =>
    mode === "bypass"
      ? { allowed: true, by: "bypass mode", sees: "hello from a" }
      : { allowed: false, by: describeRule("deny", fsDeny), sees: `permission denied by ${describeRule("deny", fsDeny)}` },
    { deny: [fsDeny] },
  );
}

// Most restrictive wins: an ask rule beats an allow rule, and keeps the classifier out.
const askRule: PermissionRule = { tool: "mcp__issues__list" };
eachMode("ask beats allow", "mcp__issues__list", () => ({ state: "open" }), (mode) => ({
  allowed: true,
  by: modeAllow(mode, `flow approval (${describeRule("ask", askRule)})`),
  sees: '"number":7',
}), { allow: [KINDS.mcp!.rule], ask: [askRule] }, classifier);

// Argument globs on MCP tools.
const closedDeny: PermissionRule = { tool: "mcp__*", args: { state: "clos*" } };
for (const state of ["closed", "open"]) {
  eachMode(`mcp argument glob, state=${state}`, "mcp__issues__list", () => ({ state }), (mode) =>
    state === "closed" && mode !== "bypass"
      ? { allowed: false, by: describeRule("deny", closedDeny), sees: `permission denied by ${describeRule("deny", closedDeny)}` }
      : { allowed: true, by: modeAllow(mode, "flow approval (no rule matched)"), sees: `"state":"${state}"` },
    { deny: [closedDeny] },
  );
}

// A rule for another tool does not apply.
eachMode("deny rule on another tool", "file_read", () => ({ path: "src/a.txt" }), (mode) => ({
  allowed: true,
  by: modeAllow(mode, "flow approval (no rule matched)"),
  sees: "hello from a",
}), { deny: [{ tool: "web_fetch" }, { tool: "grep", args: { path: "src/**" } }] });

// Redirects are re-checked inside web_fetch: the first URL is allowed, the hop is refused.
const privateDeny: PermissionRule = { tool: "web_fetch", args: { url: "http://127.0.0.1:*/private/**" } };
eachMode("web redirect into a denied URL", "web_fetch", () => ({ url: `${server.url}/to-private` }), (mode) =>
  mode === "bypass"
    ? { allowed: true, by: "bypass mode", sees: "private data" }
    : {
        allowed: true,
        by: modeAllow(mode, "flow approval (no rule matched)"),
        // Raised inside the tool, so runFlow's host-path stripping applies to the message.
        sees: stripPaths(`permission denied by ${describeRule("deny", privateDeny)} (fetching ${server.url}/private/secret)`),
        script: "denied",
      },
  { deny: [privateDeny] },
);

// web_search: secret words and URLs a web_fetch deny rule covers never show; a deny rule on the
// search itself refuses it.
const leakDeny: PermissionRule = { tool: "web_fetch", args: { url: "https://example.org/leak" } };
const searchDeny: PermissionRule = { tool: "web_search" };
const searchCases: [string, Partial<Permissions>, PerMode][] = [
  ["web_search hides results with secret words", {}, (mode) =>
    skipsSecrets(mode)
      ? { allowed: true, by: modeAllow(mode, ""), sees: "SEKRIT-123" }
      : { allowed: true, by: "flow approval (no rule matched)", sees: '"url":"https://example.org/about"', hides: "SEKRIT" }],
  ["web_search hides results a web_fetch deny rule covers", { deny: [leakDeny] }, (mode) =>
    mode === "bypass"
      ? { allowed: true, by: "bypass mode", sees: "https://example.org/leak" }
      : { allowed: true, by: modeAllow(mode, "flow approval (no rule matched)"), sees: '"url":"https://example.org/3"', hides: "example.org/leak" }],
  ["web_search denied by a rule", { deny: [searchDeny] }, (mode) =>
    mode === "bypass"
      ? { allowed: true, by: "bypass mode", sees: "example.org/about" }
      : { allowed: false, by: describeRule("deny", searchDeny), sees: `permission denied by ${describeRule("deny", searchDeny)}` }],
];
for (const [name, rules, expected] of searchCases) {
  for (const mode of MODES) {
    cases.push({
      name: `${mode} / ${name}`,
      setup: () => ({ mode, rules, searchEndpoint: server.url }),
      tool: "web_search",
      args: () => ({ query: "toolflow" }),
      expected: () => expected(mode),
    });
  }
}

// grep and glob over several `paths`: every one is judged, and rules on `path` cover them all.
eachMode("grep paths, one under an .agentblock", "grep", () => ({ pattern: "x", paths: ["src", "blocked"] }), blocked("blocked"));
eachMode("grep paths, one outside the root", "grep", () => ({ pattern: "outside", paths: ["src", "../outside"] }), outsideDenied("../outside"));
const configDeny: PermissionRule = { tool: "glob", args: { path: "config{,/**}" } };
eachMode("glob paths, a deny rule on path covers one of them", "glob", () => ({ pattern: "**/*", paths: ["src", "config"] }), (mode) =>
  mode === "bypass"
    ? { allowed: true, by: "bypass mode", sees: "config/.env" }
    : { allowed: false, by: describeRule("deny", configDeny), sees: `permission denied by ${describeRule("deny", configDeny)}` },
  { deny: [configDeny] },
);

// The classifier's three answers, and autonomous mode without a classifier.
for (const answer of ["allow", "deny", "unsure", undefined] as const) {
  cases.push({
    name: `autonomous / classifier answers ${answer ?? "(none configured)"}`,
    setup: { mode: "autonomous", ...(answer ? { classifier: () => answer } : {}) },
    tool: "file_read",
    args: () => ({ path: "src/a.txt" }),
    expected: () =>
      answer === "deny"
        ? { allowed: false, by: "classifier", sees: "permission denied: the permission classifier refused this file_read call" }
        : { allowed: true, by: answer === "allow" ? "classifier" : "flow approval (no rule matched)", sees: "hello from a" },
  });
}

describe("permission matrix", () => {
  it("has at least 150 cases", () => {
    expect(cases.length).toBeGreaterThanOrEqual(150);
  });

  // Every fifth case (all modes, buckets and tool kinds among them) runs as a real flow through
  // runFlow's sandbox; the rest make the same host-side call runFlow makes, without QuickJS.
  it.each(cases.map((c, i) => [`${c.name}${i % 5 === 0 ? " (flow)" : ""}`, c, i % 5 === 0] as const))("%s", async (_name, c, viaFlow) => {
    const expected = c.expected();
    const setup = typeof c.setup === "function" ? c.setup() : c.setup;
    const seen = await (viaFlow ? observe : observeInHost)(project, setup, c.tool, c.args());
    // The decision.
    expect(seen.verdict.allowed).toBe(expected.allowed);
    if (typeof expected.by === "string") expect(seen.verdict.by).toBe(expected.by);
    else expect(seen.verdict.by).toMatch(expected.by);
    // What the script saw and what the call log says.
    const scriptStatus = expected.script ?? (expected.allowed ? "ok" : "denied");
    expect(seen.script[0], JSON.stringify(seen.script)).toBe(scriptStatus);
    expect(seen.call.status).toBe(scriptStatus);
    const shown = scriptStatus === "ok" ? JSON.stringify(seen.script[1]) : String(seen.script[1]);
    if (typeof expected.sees === "string") expect(shown).toContain(expected.sees);
    else expect(shown).toMatch(expected.sees);
    if (expected.hides !== undefined) expect(shown).not.toContain(expected.hides);
    if (scriptStatus === "denied") {
      expect(seen.call.error).toBe(seen.script[1]);
      if (!seen.verdict.allowed) expect(seen.script[1]).toBe(seen.verdict.message);
    }
  });
});
