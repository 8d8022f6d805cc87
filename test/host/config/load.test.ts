// toolflow.config.yaml: validation messages that name the file and key, project over user
// layering, defaults, and the daemon.tool_flow keys as Limits.
import { mkdtemp, mkdir, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, limitsFromConfig, loadConfig, parseConfigFile, userConfigPath } from "../../../host/config/index.js";

/** What parseConfigFile throws for `text` read as cfg.yaml (undefined when it parses). */
function parseFailure(text: string): unknown {
  try {
    parseConfigFile(text, "cfg.yaml");
  } catch (error) {
    return error;
  }
  return undefined;
}

/** A failure's message, one problem a line, sorted ("" when nothing was thrown). */
function messageLines(error: unknown): string[] {
  return ((error as Error | undefined)?.message ?? "").split("\n").sort();
}

describe("parseConfigFile", () => {
  it("points at the bad key and shows the value found", () => {
    expect(() => parseConfigFile("daemon:\n  tool_flow:\n    max_calls: x\n")).toThrow(
      'toolflow.config.yaml: daemon.tool_flow.max_calls: expected a positive integer, got "x"',
    );
  });

  it("lists every problem, unknown keys included", () => {
    const text = "permission_mode: yolo\ndaemon:\n  tool_flow:\n    max_cals: 3\n    memory_mb: -1\nsecrets:\n  words: [1]\n";
    const error = parseFailure(text);
    expect(error).toBeInstanceOf(ConfigError);
    expect(messageLines(error)).toEqual([
      "cfg.yaml: daemon.tool_flow.max_cals: unknown key; did you mean 'max_calls'?",
      'cfg.yaml: daemon.tool_flow.memory_mb: expected a positive integer, got -1',
      'cfg.yaml: permission_mode: expected one of standard, autonomous, bypass, bypass_plus, got "yolo"',
      'cfg.yaml: secrets.words.0: expected a string, got 1',
    ]);
  });

  it("reads permission rules, secrets and MCP servers", () => {
    const config = parseConfigFile(
      [
        "permission_mode: bypass_plus",
        "permissions:",
        "  deny: [{tool: file_read, args: {path: '**/.env'}}]",
        "  ask-unless-allowed: [{tool: 'mcp__*'}]",
        "secrets: {files: ['**/*.pem'], words: [hunter2]}",
        "mcp_servers:",
        "  everything: {command: npx, args: [server-everything]}",
      ].join("\n"),
    );
    expect(config.permission_mode).toBe("bypass_plus");
    expect(config.permissions?.deny).toEqual([{ tool: "file_read", args: { path: "**/.env" } }]);
    expect(config.mcp_servers?.everything).toMatchObject({ transport: "stdio", command: "npx" });
  });

  it("reads the web and tools keys", () => {
    const config = parseConfigFile(
      [
        "web:",
        "  fetch: {enabled: true, allow_private_addresses: true, max_bytes: 2000000, timeout_seconds: 10, max_redirects: 0,",
        "          allow_hosts: ['*.example.org'], deny_hosts: [evil.example.org]}",
        "  search: {endpoint: 'https://searx.example.org/', headers: {Authorization: Bearer x}, timeout_seconds: 5}",
        "tools: {file_read: {max_bytes: 65536, max_lines: 2000}}",
      ].join("\n"),
    );
    expect(config.web).toEqual({
      fetch: { enabled: true, allow_private_addresses: true, max_bytes: 2000000, timeout_seconds: 10, max_redirects: 0, allow_hosts: ["*.example.org"], deny_hosts: ["evil.example.org"] },
      search: { endpoint: "https://searx.example.org/", headers: { Authorization: "Bearer x" }, timeout_seconds: 5 },
    });
    expect(config.tools).toEqual({ file_read: { max_bytes: 65536, max_lines: 2000 } });
  });

  it("points at bad web and tools keys", () => {
    const text = [
      "web:",
      "  fetch: {allow_private_addresses: 'yes', deny_hosts: ['https://x.example/'], max_redirects: -1, max_byte: 3}",
      "  search: {endpoint: 'ftp://searx.example'}",
      "  serch: {}",
      "tools: {file_read: {max_lines: 0}}",
    ].join("\n");
    expect(messageLines(parseFailure(text))).toEqual([
      'cfg.yaml: tools.file_read.max_lines: expected a positive integer, got 0',
      'cfg.yaml: web.fetch.allow_private_addresses: expected true or false, got "yes"',
      'cfg.yaml: web.fetch.deny_hosts.0: expected a host name or glob, without scheme, port or path, got "https://x.example/"',
      "cfg.yaml: web.fetch.max_byte: unknown key; did you mean 'max_bytes'?",
      'cfg.yaml: web.fetch.max_redirects: expected a whole number >= 0, got -1',
      'cfg.yaml: web.search.endpoint: expected the http(s) URL of a SearXNG-compatible instance, got "ftp://searx.example"',
      "cfg.yaml: web.serch: unknown key; did you mean 'search'?",
    ]);
  });

  it("suggests the key a typo meant, MCP server entries included, and none for a word that is no typo", () => {
    const text = ["permisions: {}", "zzzzzz: 1", "mcp_servers:", "  fs: {comand: npx}", "  web: {url: 'http://127.0.0.1:1/mcp', header: {}}"].join("\n");
    expect(messageLines(parseFailure(text))).toEqual([
      "cfg.yaml: mcp_servers.fs.comand: unknown key; did you mean 'command'?",
      "cfg.yaml: mcp_servers.fs.command: Invalid input: expected string, received undefined, got nothing",
      "cfg.yaml: mcp_servers.web.header: unknown key; did you mean 'headers'?",
      "cfg.yaml: permisions: unknown key; did you mean 'permissions'?",
      "cfg.yaml: zzzzzz: unknown key",
    ]);
  });

  it("reports broken YAML and takes an empty file as no config", () => {
    expect(() => parseConfigFile("a: [", "x.yaml")).toThrow(/^x\.yaml: not valid YAML/);
    expect(parseConfigFile("")).toEqual({});
  });
});

describe("loadConfig", () => {
  it("layers the project file over the user file", async () => {
    const dir = await mkdtemp(join(tmpdir(), "toolflow-config-"));
    const userFile = join(dir, "user", "config.yaml");
    await mkdir(join(dir, "user"));
    await mkdir(join(dir, "project"));
    await writeFile(
      userFile,
      "permission_mode: autonomous\nsecrets: {words: [a]}\ndaemon: {tool_flow: {max_calls: 50, memory_mb: 32, mcp_tools_deny: ['mcp__x__*']}}\n",
    );
    await writeFile(
      join(dir, "project", "toolflow.config.yaml"),
      "secrets: {words: [b]}\ndaemon: {tool_flow: {max_calls: 10, mcp_tools_deny: ['mcp__y__*']}}\n",
    );
    const { config, files } = await loadConfig({ projectDir: join(dir, "project"), userFile });
    expect(files).toEqual([userFile, join(dir, "project", "toolflow.config.yaml")]);
    expect(config.permission_mode).toBe("autonomous");
    expect(config.secrets.words).toEqual(["a", "b"]);
    expect(config.daemon.tool_flow).toEqual({ max_calls: 10, memory_mb: 32, mcp_tools_deny: ["mcp__x__*", "mcp__y__*"] });
    expect(limitsFromConfig(config.daemon.tool_flow)).toEqual({ maxCalls: 10, memoryBytes: 32 * 1024 * 1024 });
  });

  it("layers web settings: scalars replaced, host lists added together", async () => {
    const dir = await mkdtemp(join(tmpdir(), "toolflow-config-"));
    const userFile = join(dir, "user.yaml");
    await writeFile(userFile, "web:\n  fetch: {allow_private_addresses: true, max_bytes: 100, deny_hosts: [a.example]}\n  search: {endpoint: 'https://s.example', headers: {A: '1'}}\ntools: {file_read: {max_lines: 5}}\n");
    await writeFile(join(dir, "toolflow.config.yaml"), "web:\n  fetch: {max_bytes: 200, deny_hosts: [b.example]}\n  search: {headers: {B: '2'}}\ntools: {file_read: {max_bytes: 9}}\n");
    const { config } = await loadConfig({ projectDir: dir, userFile });
    expect(config.web).toEqual({
      fetch: { allow_private_addresses: true, max_bytes: 200, deny_hosts: ["a.example", "b.example"] },
      search: { endpoint: "https://s.example", headers: { A: "1", B: "2" } },
    });
    expect(config.tools).toEqual({ file_read: { max_lines: 5, max_bytes: 9 } });
  });

  it("gives defaults when no file exists", async () => {
    const dir = await mkdtemp(join(tmpdir(), "toolflow-config-"));
    const { config, files } = await loadConfig({ projectDir: dir, userFile: null });
    expect(files).toEqual([]);
    expect(config.permission_mode).toBe("standard");
    expect(config.permissions.deny).toEqual([]);
    expect(config.daemon.tool_flow.mcp_tools_deny).toEqual([]);
    expect(config.web).toEqual({ fetch: {}, search: {} });
    expect(config.tools).toEqual({ file_read: {} });
  });

  it("finds the user file under XDG_CONFIG_HOME, else ~/.config", () => {
    expect(userConfigPath({ XDG_CONFIG_HOME: "/x" }, "/home/u")).toBe("/x/toolflow/config.yaml");
    expect(userConfigPath({}, "/home/u")).toBe("/home/u/.config/toolflow/config.yaml");
  });
});
