// `time` reads the flow's clock (runFlow's `now`), which sleep() moves forward without waiting,
// and so do logging's records; `sys` and `logging` reach nothing of the host.
import { describe, expect, it } from "vitest";
import { createRegistry } from "../../../host/registry.js";
import { runFlow } from "../../../host/run-flow.js";

const registry = createRegistry([]);
const START = Date.UTC(2024, 4, 6, 7, 8, 9, 123);

async function run(code: string) {
  const outcome = await runFlow({ code, name: "clock", tools: [] }, { registry, now: () => new Date(START) });
  if (outcome.rejected) throw new Error(JSON.stringify(outcome));
  return outcome.full;
}

describe("time on the flow's clock", () => {
  it("time() and time_ns() are the flow's start; datetime.now() agrees", async () => {
    const env = await run("import time, datetime\nprint(time.time(), time.time_ns(), datetime.datetime.now().timestamp() == time.time())\n");
    expect(env.prints).toBe(`${START / 1000} ${START * 1_000_000} True\n`);
  });

  it("sleep() moves the clock by the time slept, at once", async () => {
    const started = Date.now();
    const env = await run(
      "import time\nt0, m0 = time.time(), time.monotonic()\ntime.sleep(30)\ntime.sleep(0.5)\nprint(time.time() - t0, time.monotonic() - m0, time.perf_counter())\nprint(time.strftime('%H:%M:%S'), time.localtime().tm_min)\n",
    );
    expect(env.prints).toBe("30.5 30.5 30.5\n07:08:39 8\n");
    expect(Date.now() - started).toBeLessThan(20_000);
  });

  it("a polling loop on time() ends", async () => {
    const env = await run("import time\ndeadline = time.time() + 5\nn = 0\nwhile time.time() < deadline:\n    n += 1\n    time.sleep(1)\nprint(n)\n");
    expect(env.prints).toBe("5\n");
  });
});

describe("logging on the flow's clock", () => {
  it("asctime, created and msecs are time.time()'s, formatted as CPython's %Y-%m-%d %H:%M:%S,mmm", async () => {
    const env = await run(
      "import logging, sys, time\nlogging.basicConfig(stream=sys.stdout, format='%(asctime)s|%(created)f|%(msecs)d|%(relativeCreated)d|%(message)s')\n" +
        "logging.warning('start')\ntime.sleep(61.5)\nlogging.warning('later')\nprint(logging.LogRecord('n', 20, 'p', 1, 'm', (), None).created == time.time())\n" +
        "print(logging.Formatter('%(asctime)s', datefmt='%d/%m/%Y %H:%M').format(logging.LogRecord('n', 20, 'p', 1, 'm', (), None)))\n",
    );
    // 3.11's msecs is int((created - int(created)) * 1000): 1714979289.123 gives 122, as in CPython.
    expect(env.prints).toBe(
      "2024-05-06 07:08:09,122|1714979289.123000|122|0|start\n2024-05-06 07:09:10,622|1714979350.623000|622|61500|later\nTrue\n06/05/2024 07:09\n",
    );
  });
});

describe("logging reaches no file", () => {
  it.each(["logging.FileHandler('app.log')", "logging.basicConfig(filename='app.log')"])("%s raises PermissionError", async (call) => {
    const env = await run(`import logging\ntry:\n    ${call}\nexcept OSError as e:\n    print(type(e).__name__, e)\n`);
    expect(env.prints).toBe(
      "PermissionError writing logs to a file is not available in tool flows (they have no file system); log to sys.stdout, the flow's prints: logging.basicConfig(stream=sys.stdout) or logging.StreamHandler(sys.stdout)\n",
    );
  });
});

describe("asyncio on the flow's clock", () => {
  it("sleeps end in deadline order at once, moving time() as far as the longest", async () => {
    const started = Date.now();
    const env = await run(
      "import asyncio, time\nasync def nap(n, s):\n    await asyncio.sleep(s)\n    return n, time.monotonic()\nasync def main():\n    t0 = time.time()\n    done = [await c for c in asyncio.as_completed([asyncio.create_task(nap(n, s)) for n, s in [(1, 3600), (2, 60), (3, 600)]])]\n    print(done, time.time() - t0)\nasyncio.run(main())\n",
    );
    expect(env.prints).toBe("[(2, 60.0), (3, 600.0), (1, 3600.0)] 3600.0\n");
    expect(Date.now() - started).toBeLessThan(20_000);
  });

  it("a flow waiting on nothing that can wake it fails at once", async () => {
    const env = await run("import asyncio\nasync def main():\n    await asyncio.Event().wait()\nasyncio.run(main())\n");
    expect(env.status).toBe("error");
    expect(env.error?.message).toMatch(/the flow waits for something that nothing in flight will do/);
  });
});

describe("sys reaches nothing of the host", () => {
  it.each(["argv", "path", "modules", "executable", "environ", "stdin"])("sys.%s is absent", async (name) => {
    const env = await run(`import sys\nsys.${name}\n`);
    expect(env.status).toBe("error");
    expect(env.error).toMatchObject({ type: "AttributeError", message: `module 'sys' has no attribute '${name}'` });
  });

  // sys.setrecursionlimit exists as in CPython, but the host's stack bound stays: a limit raised
  // to the largest C int ends unbounded recursion in RecursionError, not in a crashed flow.
  it("sys.setrecursionlimit cannot lift the host's stack bound", async () => {
    const env = await run("import sys\nsys.setrecursionlimit(2**31 - 1)\ndef f(n):\n    return f(n + 1) + 1\nf(0)\n");
    expect(env.error).toMatchObject({ type: "RecursionError", message: "maximum recursion depth exceeded" });
    const nested = await run("import sys\nsys.setrecursionlimit(2**31 - 1)\nx = []\nfor _ in range(200000):\n    x = [x]\nrepr(x)\n");
    expect(nested.error).toMatchObject({ type: "RecursionError", message: "maximum recursion depth exceeded while getting the repr of an object" });
  });

  it("uncaught sys.exit() ends the flow with SystemExit", async () => {
    const env = await run("import sys\nprint('before')\nsys.exit(2)\nprint('after')\n");
    expect(env.prints).toBe("before\n");
    expect(env.error).toMatchObject({ type: "SystemExit", message: "2" });
  });
});
