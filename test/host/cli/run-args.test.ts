// `toolflow run` argument handling in isolation: options, defaults, flow names, usage errors.
import { describe, expect, it } from "vitest";
import { flowNameFor, parseRunArgs } from "../../../host/cli/run-args.js";
import { UsageError } from "../../../host/cli/usage.js";

describe("parseRunArgs", () => {
  it("reads every option", () => {
    expect(parseRunArgs(["flows/seed.py", "--tools", "file_read, grep", "--root", "/repo", "--timeout", "2.5", "--json", "--full", "--yes"])).toEqual({
      script: "flows/seed.py",
      tools: ["file_read", "grep"],
      root: "/repo",
      timeoutSeconds: 2.5,
      name: "seed",
      json: true,
      full: true,
      yes: true,
      help: false,
    });
  });

  it("defaults to every served tool, human output, and the stem as name", () => {
    expect(parseRunArgs(["x.py"])).toEqual({ script: "x.py", name: "x", json: false, full: false, yes: false, help: false });
    expect(parseRunArgs(["-", "--fixtures", "t.json"])).toMatchObject({ script: "-", name: "stdin", fixtures: "t.json" });
    expect(parseRunArgs(["x.py", "--name", "mine"]).name).toBe("mine");
    expect(parseRunArgs(["x.py", "--tools", ""]).tools).toEqual([]);
  });

  it("reads --permission-mode and --url, and refuses what a server run cannot use", () => {
    expect(parseRunArgs(["x.py", "--permission-mode", "bypass_plus"]).permissionMode).toBe("bypass_plus");
    expect(() => parseRunArgs(["x.py", "--permission-mode", "yolo"])).toThrow(/--permission-mode: expected one of standard, autonomous, bypass, bypass_plus, got "yolo"/);
    expect(parseRunArgs(["x.py", "--url", "http://127.0.0.1:7465/mcp"]).url?.href).toBe("http://127.0.0.1:7465/mcp");
    expect(() => parseRunArgs(["x.py", "--url", "nope"])).toThrow(UsageError);
    expect(() => parseRunArgs(["x.py", "--url", "http://127.0.0.1:1/mcp", "--fixtures", "t.json", "--rules", "r.yaml"])).toThrow(
      "--url runs the flow on the server, with its tools and rules; drop --fixtures, --rules",
    );
  });

  it("answers --help without a script", () => {
    expect(parseRunArgs(["--help"]).help).toBe(true);
    expect(parseRunArgs(["-h"]).help).toBe(true);
  });

  const wrong: [string[], string][] = [
    [[], "missing the script"],
    [["a.py", "b.py"], "one script at a time"],
    [["a.py", "--bogus"], "unknown option --bogus"],
    [["a.py", "--timeout", "0"], "--timeout: expected a number of seconds > 0"],
    [["a.py", "--timeout", "soon"], "--timeout: expected a number of seconds > 0"],
    [["a.py", "--tools", "a,,b"], "--tools: empty tool name"],
    [["a.py", "--root", ".", "--fixtures", "f.json"], "--root applies to the live tools"],
    [["a.py", "--root"], "argument missing"],
  ];
  it.each(wrong)("refuses %j", (argv, message) => {
    expect(() => parseRunArgs(argv)).toThrow(UsageError);
    expect(() => parseRunArgs(argv)).toThrow(message);
  });
});

describe("flowNameFor", () => {
  it("keeps SPEC §2's charset [A-Za-z0-9_.-] and at most 64 characters", () => {
    expect(flowNameFor("examples/seed.py")).toBe("seed");
    expect(flowNameFor("C:\\flows\\my flow (v2).py")).toBe("my_flow__v2_");
    expect(flowNameFor("dir/données.v1.PY")).toBe("donn_es.v1");
    expect(flowNameFor(`${"a".repeat(80)}.py`)).toBe("a".repeat(64));
    expect(flowNameFor(".py")).toBe("flow");
    expect(flowNameFor("-")).toBe("stdin");
  });
});
