// Untrusted tool errors: a failing tool's message reaches the script as ToolError with host paths
// cut (relative under the project root, bare file names elsewhere), and the flow goes on.
import { beforeAll, describe, expect, it } from "vitest";
import { attack, buildOnce, textTool } from "./attack.js";

beforeAll(buildOnce, 120_000);

describe("tool errors holding host paths", () => {
  it("cuts absolute paths out of the message the script and the envelope see", async () => {
    const leaky = textTool("leaky", async () => {
      throw new Error("ENOENT: no such file '/home/alice/.secrets/token.txt' (cwd /srv/project/data/in.csv) at /usr/lib/node/fs.js:12");
    });
    const code = "try:\n    leaky()\nexcept ToolError as e:\n    print(type(e).__name__, str(e))\n'after'\n";
    const { envelope } = await attack(code, { tools: [leaky], projectRoot: "/srv/project" });
    expect(envelope.status).toBe("ok");
    expect(envelope.result).toBe("after");
    expect(envelope.prints).toBe("ToolError ENOENT: no such file 'token.txt' (cwd data/in.csv) at fs.js:12\n");
    expect(envelope.calls[0]).toMatchObject({ status: "error", error: "ENOENT: no such file 'token.txt' (cwd data/in.csv) at fs.js:12" });
    expect(JSON.stringify(envelope)).not.toMatch(/alice|\/srv\/|\/usr\//);
  });

  it("an uncaught tool error ends the flow as ToolError at the script's line", async () => {
    const failing = textTool("failing", async () => {
      throw new Error("boom in /opt/host/secret-dir/handler.js");
    });
    const { envelope } = await attack("x = 1\nfailing()\n", { tools: [failing] });
    expect(envelope.error).toMatchObject({ type: "ToolError", message: "boom in handler.js", line: 2 });
  });
});
