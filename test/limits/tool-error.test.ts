// Untrusted tool errors: a failing tool's message reaches the script as ToolError with this
// host's folders hidden (relative under the project root, ~ for home, <tmp>, <toolflow> for the
// install folder) and every other character kept, and the flow goes on.
import { homedir, tmpdir } from "node:os";
import { beforeAll, describe, expect, it } from "vitest";
import { attack, textTool } from "./attack.js";
import { ROOT } from "./cli-attack.js";
import { ensureBuilt } from "../ensure-built.js";

beforeAll(ensureBuilt, 120_000);

describe("tool errors holding host paths", () => {
  it("hides host folders in the message the script and the envelope see", async () => {
    const leaky = textTool("leaky", async () => {
      throw new Error(`ENOENT: no such file '${homedir()}/.secrets/token.txt' (cwd /srv/project/data/in.csv) at ${ROOT}/dist/worker.js:12, not /usr/lib/x`);
    });
    const code = "try:\n    leaky()\nexcept ToolError as e:\n    print(type(e).__name__, str(e))\n'after'\n";
    const { envelope } = await attack(code, { tools: [leaky], projectRoot: "/srv/project" });
    const seen = "ENOENT: no such file '~/.secrets/token.txt' (cwd data/in.csv) at <toolflow>/dist/worker.js:12, not /usr/lib/x";
    expect(envelope.status).toBe("ok");
    expect(envelope.result).toBe("after");
    expect(envelope.prints).toBe(`ToolError ${seen}\n`);
    expect(envelope.calls[0]).toMatchObject({ status: "error", error: seen });
    for (const hidden of [homedir(), "/srv/", ROOT]) expect(JSON.stringify(envelope)).not.toContain(hidden);
  });

  it("an uncaught tool error ends the flow as ToolError at the script's line", async () => {
    const failing = textTool("failing", async () => {
      throw new Error(`boom in ${tmpdir()}/secret-dir/handler.js`);
    });
    const { envelope } = await attack("x = 1\nfailing()\n", { tools: [failing] });
    expect(envelope.error).toMatchObject({ type: "ToolError", message: "boom in <tmp>/secret-dir/handler.js", line: 2 });
  });
});
