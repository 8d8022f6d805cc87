// Downstream MCP tools' path arguments go through the permission engine as the built-in tools'
// do, tested against the real @modelcontextprotocol/server-filesystem: `.agentblock` (in every
// mode), deny rules on fs.read (reads, and writes that could show the file), the built-in secret
// deny list, symlinks and `..` resolved to real paths, file: URLs in `format: uri` arguments.
// What is not covered is pinned too, as the docs say it: a listing or search started above a
// blocked folder shows the names inside it (never the content).
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRegistry, type ToolRegistry } from "../../../host/registry.js";
import { McpServers } from "../../../host/mcp/index.js";
import { PermissionEngine } from "../../../host/permissions/index.js";
import { runFlow, type FlowRun } from "../../../host/run-flow.js";
import { schemaPathAccess } from "../../../host/mcp/path-arguments.js";
import type { PermissionMode } from "../../../host/config/schema.js";
import { ROOT, requireBuild } from "../jobs/built.js";

let dir: string;
let servers: McpServers;
let registry: ToolRegistry;

beforeAll(async () => {
  requireBuild();
  dir = realpathSync(mkdtempSync(join(tmpdir(), "toolflow-mcp-paths-")));
  writeFileSync(join(dir, "ok.txt"), "fine\n");
  writeFileSync(join(dir, "secret.txt"), "the launch code\n");
  mkdirSync(join(dir, "private"));
  writeFileSync(join(dir, "private", ".agentblock"), "");
  writeFileSync(join(dir, "private", "notes.txt"), "hidden notes\n");
  mkdirSync(join(dir, ".ssh"));
  writeFileSync(join(dir, ".ssh", "id_ed25519"), "KEY\n");
  symlinkSync(join(dir, "private", "notes.txt"), join(dir, "link.txt"));
  servers = await McpServers.connect({
    fs: { transport: "stdio", command: join(ROOT, "node_modules/.bin/mcp-server-filesystem"), args: [dir], cwd: dir },
  });
  registry = createRegistry(servers.tools());
}, 60_000);

afterAll(async () => {
  await servers?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

function engine(mode: PermissionMode = "standard") {
  return new PermissionEngine({ projectRoot: dir, mode, rules: { deny: [{ tool: "fs.read", args: { path: "secret.txt" } }] } });
}

/** Runs `attempts` (name -> a call expression) in one flow; each comes back "ok: ...", "denied: ..." or "error: ...". */
async function attempt(attempts: Record<string, string>, mode?: PermissionMode): Promise<Record<string, string>> {
  const permissions = engine(mode);
  const body = Object.entries(attempts)
    .map(([name, call]) =>
      [
        "try:",
        `    out[${JSON.stringify(name)}] = "ok: " + str(${call})`,
        "except ToolPermissionError as e:",
        `    out[${JSON.stringify(name)}] = "denied: " + str(e)`,
        "except ToolError as e:",
        `    out[${JSON.stringify(name)}] = "error: " + str(e)`,
      ].join("\n"),
    )
    .join("\n");
  const outcome = await runFlow(
    { name: "paths", code: `out = {}\n${body}\nout`, tools: [...registry.keys()] },
    { registry, decide: (tool, args, signal, access) => permissions.decide(tool, args, signal, access), projectRoot: dir },
  );
  expect(outcome.rejected).toBe(false);
  const { full } = outcome as FlowRun;
  expect(full.status, JSON.stringify(full.error)).toBe("ok");
  return full.result as Record<string, string>;
}

describe("server-filesystem's tools under the path policy", () => {
  it("reads the schema: path-like and file-URL arguments, reads for read-only tools, reads and writes otherwise", () => {
    expect(registry.get("mcp__fs__read_text_file")!.access).toEqual({ paths: [{ key: "path", access: "read" }] });
    expect(registry.get("mcp__fs__read_multiple_files")!.access).toEqual({ paths: [{ key: "paths", access: "read" }] });
    expect(registry.get("mcp__fs__move_file")!.access?.paths?.map((p) => `${p.key}:${p.access}`)).toEqual([
      "source:read",
      "source:write",
      "destination:read",
      "destination:write",
    ]);
    expect(registry.get("mcp__fs__list_allowed_directories")!.access).toBeUndefined();
    expect(
      schemaPathAccess({
        type: "object",
        properties: {
          resource: { type: "string", format: "uri" },
          outputFile: { type: "string" },
          query: { type: "string" },
          count: { type: "number" },
          file_path: { type: ["string", "null"] },
          targets: { type: "array", items: { type: "string", format: "uri" } },
        },
      }, { readOnlyHint: true }),
    ).toEqual({
      paths: [
        { key: "resource", access: "read", fileUrl: true },
        { key: "outputFile", access: "read" },
        { key: "file_path", access: "read" },
        { key: "targets", access: "read", fileUrl: true },
      ],
    });
  });

  it("refuses what the built-in tools refuse, through every path argument, and serves the rest", async () => {
    const before = readFileSync(join(dir, "secret.txt"), "utf8");
    const out = await attempt({
      ok: `mcp__fs__read_text_file(path="${dir}/ok.txt")["content"]`,
      relative: 'mcp__fs__read_text_file(path="ok.txt")["content"]',
      blocked: `mcp__fs__read_text_file(path="${dir}/private/notes.txt")`,
      blocked_relative: 'mcp__fs__read_text_file(path="private/notes.txt")',
      blocked_dotdot: `mcp__fs__read_text_file(path="${dir}/ok/../private/notes.txt")`,
      blocked_symlink: `mcp__fs__read_text_file(path="${dir}/link.txt")`,
      blocked_in_list: `mcp__fs__read_multiple_files(paths=["${dir}/ok.txt", "${dir}/private/notes.txt"])`,
      blocked_folder: `mcp__fs__list_directory(path="${dir}/private")`,
      blocked_info: `mcp__fs__get_file_info(path="${dir}/private/notes.txt")`,
      blocked_move: `mcp__fs__move_file(source="${dir}/private/notes.txt", destination="${dir}/out.txt")`,
      deny_rule_read: `mcp__fs__read_text_file(path="${dir}/secret.txt")`,
      deny_rule_edit: `mcp__fs__edit_file(path="${dir}/secret.txt", edits=[{"oldText": "launch", "newText": "x"}], dryRun=True)`,
      deny_rule_write: `mcp__fs__write_file(path="${dir}/secret.txt", content="overwritten")`,
      credential_store: `mcp__fs__read_text_file(path="${dir}/.ssh/id_ed25519")`,
      outside_root: 'mcp__fs__read_text_file(path="/etc/hostname")',
    });
    expect(out.ok).toBe("ok: fine\n");
    expect(out.relative).toBe("ok: fine\n");
    for (const key of ["blocked", "blocked_relative", "blocked_dotdot", "blocked_symlink", "blocked_in_list", "blocked_info", "blocked_move", "blocked_folder"]) {
      expect(out[key], key).toMatch(/^denied: permission denied: \S+ is under private, which holds an \.agentblock file$/);
    }
    for (const key of ["deny_rule_read", "deny_rule_edit", "deny_rule_write"]) expect(out[key], key).toBe('denied: permission denied by deny rule {tool: "fs.read", args: {"path":"secret.txt"}}');
    expect(out.outside_root).toBe("denied: permission denied: /etc/hostname is outside the project root and no allow rule grants it");
    expect(out.credential_store).toMatch(/^denied: permission denied: .*id_ed25519 is a credential store/);
    expect(readFileSync(join(dir, "secret.txt"), "utf8")).toBe(before);
    expect(readFileSync(join(dir, "private", "notes.txt"), "utf8")).toBe("hidden notes\n");
    expect(Object.values(out).join("\n")).not.toContain("hidden notes");
    expect(Object.values(out).join("\n")).not.toContain("launch code");
  }, 30_000);

  it("keeps .agentblock in bypass mode, where deny rules are off", async () => {
    const out = await attempt(
      { blocked: `mcp__fs__read_text_file(path="${dir}/private/notes.txt")`, secret: `mcp__fs__read_text_file(path="${dir}/secret.txt")["content"]` },
      "bypass",
    );
    expect(out.blocked).toMatch(/^denied: .*\.agentblock/);
    expect(out.secret).toBe("ok: the launch code\n");
  }, 30_000);

  it("is NOT covered: a listing or search started above a blocked folder names what is inside it, never its content", async () => {
    const out = await attempt({
      tree: `mcp__fs__directory_tree(path="${dir}")`,
      search: `mcp__fs__search_files(path="${dir}", pattern="**/notes*")`,
    });
    expect(out.tree).toMatch(/^ok: /);
    expect(out.tree).toContain("notes.txt");
    expect(out.search).toMatch(/^ok: .*notes\.txt/s);
    expect(Object.values(out).join("\n")).not.toContain("hidden notes");
  }, 30_000);
});

describe("file: URLs in a `format: uri` argument", () => {
  const access = schemaPathAccess({ type: "object", properties: { uri: { type: "string", format: "uri" } } }, { readOnlyHint: true })!;

  it("are checked as paths; other schemes are not paths", async () => {
    const permissions = engine();
    const decide = (uri: string) => permissions.decide("mcp__docs__read_resource", { uri }, undefined, access);
    expect(await decide(pathToFileURL(join(dir, "private", "notes.txt")).href)).toMatchObject({ allowed: false, by: ".agentblock" });
    expect(await decide(pathToFileURL(join(dir, "secret.txt")).href)).toMatchObject({ allowed: false });
    // An encoded slash, which Node's fileURLToPath refuses but a server may decode.
    expect(await decide(`file://${dir}/private%2Fnotes.txt`)).toMatchObject({ allowed: false, by: ".agentblock" });
    expect(await decide(pathToFileURL(join(dir, "ok.txt")).href)).toMatchObject({ allowed: true });
    expect(await decide("https://example.org/private/notes.txt")).toMatchObject({ allowed: true });
  });
});
