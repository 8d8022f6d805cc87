// ask_user: answered by a library callback, and by the terminal prompt over real streams.
import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { ToolError, type ToolContext } from "../../../../host/registry.js";
import { askUserTool, terminalAsker, type Question } from "../../../../host/tools/ask-user.js";

const ctx = (signal: AbortSignal = new AbortController().signal): ToolContext => ({ signal, flowName: "ask" });

describe("ask_user with a library callback", () => {
  it("passes the question and options and returns the answer with its option index", async () => {
    const asked: Question[] = [];
    const tool = askUserTool(async (q) => {
      asked.push(q);
      return "staging";
    });
    expect(await tool.handler({ question: "Deploy where?", options: ["staging", "prod"] }, ctx())).toEqual({ answer: "staging", option: 0 });
    expect(asked).toEqual([{ question: "Deploy where?", options: ["staging", "prod"], allowOther: false }]);
  });

  it("refuses an answer outside the options unless allow_other", async () => {
    const tool = askUserTool(async () => "nowhere");
    await expect(tool.handler({ question: "Where?", options: ["a", "b"] }, ctx())).rejects.toThrow(new ToolError('the answer is not one of the options: "nowhere"'));
    expect(await tool.handler({ question: "Where?", options: ["a", "b"], allow_other: true }, ctx())).toEqual({ answer: "nowhere", option: null });
    await expect(tool.handler({ question: "Where?", options: ["a"] }, ctx())).rejects.toThrow("ask_user: argument 'options'");
  });
});

describe("ask_user on a terminal", () => {
  function terminal() {
    const input = new PassThrough();
    const output = new PassThrough();
    let shown = "";
    let waiting: { count: number; resolve: () => void } | undefined;
    output.on("data", (chunk: Buffer) => {
      shown += chunk.toString();
      if (waiting && shown.split("> ").length - 1 >= waiting.count) waiting.resolve();
    });
    /** Resolves once `count` prompts have been shown: an answer typed earlier would be lost. */
    const prompts = (count: number) =>
      new Promise<void>((resolve) => {
        waiting = { count, resolve };
        if (shown.split("> ").length - 1 >= count) resolve();
      });
    return { input, output, shown: () => shown, prompts };
  }

  it("numbers the options and takes a number, asking again after a bad answer", async () => {
    const t = terminal();
    const tool = askUserTool(terminalAsker(t));
    const answer = tool.handler({ question: "Pick one", options: ["red", "green"] }, ctx());
    await t.prompts(1);
    t.input.write("7\n");
    await t.prompts(2);
    t.input.write("2\n");
    expect(await answer).toEqual({ answer: "green", option: 1 });
    expect(t.shown()).toBe("\nPick one\n  1. red\n  2. green\nchoose a number> please answer 1-2\nchoose a number> ");
  });

  it("takes free text without options, and fails when the terminal closes or the flow ends", async () => {
    const t = terminal();
    const tool = askUserTool(terminalAsker(t));
    const answer = tool.handler({ question: "Name?" }, ctx());
    await t.prompts(1);
    t.input.write("Ada\n");
    expect(await answer).toEqual({ answer: "Ada", option: null });

    const abort = new AbortController();
    const pending = tool.handler({ question: "Still there?" }, ctx(abort.signal));
    setTimeout(() => abort.abort(), 20);
    await expect(pending).rejects.toThrow(new ToolError("cancelled"));

    const closed = tool.handler({ question: "Last?" }, ctx());
    setTimeout(() => t.input.end(), 20);
    await expect(closed).rejects.toThrow(new ToolError("the terminal closed before the user answered"));
  });
});
