// The traceback module's text in full: the envelope's format (file "<flow>", no source lines),
// from the raising frame to the one that caught the exception, chained exceptions first.

import { describe, expect, it } from "vitest";
import { runToolflow } from "./harness";

const SCRIPT = `import traceback, io
def inner(x):
    return 1 / x
def outer(x):
    try:
        return inner(x)
    except ZeroDivisionError as e:
        raise ValueError("wrapped") from e
def report():
    return traceback.format_exc()
try:
    outer(0)
except ValueError as e:
    text = traceback.format_exc()
    buf = io.StringIO()
    traceback.print_exception(e, file=buf)
    print(text, end="")
    print(text == report() == buf.getvalue() == "".join(traceback.format_exception(e)))
    print(traceback.format_exception(e)[:2])
`;

describe("traceback module", () => {
  it("formats the handled exception as the envelope's traceback does", async () => {
    const r = await runToolflow(SCRIPT);
    expect(r.error).toBeNull();
    expect(r.prints).toBe(
      [
        "Traceback (most recent call last):",
        '  File "<flow>", line 6, in outer',
        '  File "<flow>", line 3, in inner',
        "ZeroDivisionError: division by zero",
        "",
        "The above exception was the direct cause of the following exception:",
        "",
        "Traceback (most recent call last):",
        '  File "<flow>", line 12, in <module>',
        '  File "<flow>", line 8, in outer',
        "ValueError: wrapped",
        "True",
        `['Traceback (most recent call last):\\n', '  File "<flow>", line 6, in outer\\n']`,
        "",
      ].join("\n"),
    );
  });

  it("says NoneType: None with no exception being handled, and print_exc writes to stderr", async () => {
    const r = await runToolflow("import traceback\nprint(repr(traceback.format_exc()))\ntraceback.print_exc()");
    expect(r.prints).toBe("'NoneType: None\\n'\n");
  });
});
