// Limit: tool calls of one flow running at once (asyncio.gather). More calls wait their turn in
// order; all of them complete.
import { beforeAll, describe, expect, it } from "vitest";
import { attack, textTool } from "./attack.js";
import { ensureBuilt } from "../ensure-built.js";

beforeAll(ensureBuilt, 120_000);

describe("concurrency cap", () => {
  it("runs at most `concurrency` tool calls at once", async () => {
    let running = 0;
    let peak = 0;
    const slow = textTool("slow", async (args) => {
      peak = Math.max(peak, ++running);
      await new Promise((resolve) => setTimeout(resolve, 20));
      running--;
      return String(args.n);
    });
    const code =
      "import asyncio\nasync def main():\n    return await asyncio.gather(*[slow(n=i) for i in range(24)])\n[r['text'] for r in asyncio.run(main())]\n";
    const { envelope } = await attack(code, { tools: [slow], limits: { concurrency: 3 } });
    expect(envelope.status).toBe("ok");
    expect(envelope.result).toEqual(Array.from({ length: 24 }, (_, i) => String(i)));
    expect(peak).toBe(3);
  });
});
