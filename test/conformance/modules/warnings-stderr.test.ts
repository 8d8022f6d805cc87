// What the differential cases cannot compare with CPython's: a shown warning's text names the
// flow's file `<flow>` with no source line (the oracle runs the script from its path), a
// stacklevel past the script's outermost frame is module `sys` at line 1 (the oracle's own frames
// are there), and sys.stderr without a redirect is dropped.
import { describe, expect, it } from "vitest";
import { createRegistry } from "../../../host/registry.js";
import { runFlow } from "../../../host/run-flow.js";

const registry = createRegistry([]);

async function run(code: string) {
  const outcome = await runFlow({ code, name: "warnings", tools: [] }, { registry });
  if (outcome.rejected) throw new Error(JSON.stringify(outcome));
  return outcome.full;
}

const CAPTURE = "import contextlib, io, warnings\nbuf = io.StringIO()\n";

describe("warnings on stderr", () => {
  it("names the file <flow> and the line, without the source line", async () => {
    const env = await run(`${CAPTURE}with contextlib.redirect_stderr(buf):\n    warnings.warn("careful")\nprint(repr(buf.getvalue()))\n`);
    expect(env.prints).toBe("'<flow>:4: UserWarning: careful\\n'\n");
  });

  it("attributes a stacklevel past the script to module sys, where DeprecationWarning is ignored", async () => {
    const env = await run(
      `${CAPTURE}with contextlib.redirect_stderr(buf):\n    warnings.warn("top", stacklevel=2)\n    warnings.warn("dep", DeprecationWarning, stacklevel=2)\n    warnings.warn("dep here", DeprecationWarning)\nprint(repr(buf.getvalue()))\n`,
    );
    expect(env.prints).toBe("'sys:1: UserWarning: top\\n<flow>:6: DeprecationWarning: dep here\\n'\n");
  });

  it("drops what reaches sys.stderr itself", async () => {
    const env = await run('import warnings\nwarnings.warn("nobody sees this")\nprint("done")\n');
    expect(env.status).toBe("ok");
    expect(env.prints).toBe("done\n");
  });
});
