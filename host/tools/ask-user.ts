// The `ask_user` decision tool: a question, optionally with options, answered by whoever the host
// plugs in: a library callback, the CLI's terminal prompt (terminalAsker), or MCP elicitation.
import { createInterface } from "node:readline/promises";
import * as z from "zod";
import { ToolError, type ToolDefinition } from "../registry.js";
import { withInputSchema, parseToolArgs } from "./args.js";

export const AskUserInputSchema = z
  .object({
    question: z.string().min(1).max(2000).describe("The question for the user"),
    options: z.array(z.string().min(1).max(200)).min(2).max(10).optional().describe("Choices to offer (2-10); the answer is one of them unless allow_other"),
    allow_other: z.boolean().default(false).describe("With options: accept a free-text answer too"),
  })
  .strict();
export type AskUserInput = z.infer<typeof AskUserInputSchema>;

export interface Question {
  question: string;
  options?: readonly string[];
  allowOther: boolean;
}

/** Answers a question; rejects (or honours `signal`) when nobody answers. */
export type Asker = (question: Question, signal: AbortSignal) => Promise<string>;

export function askUserTool(ask: Asker): ToolDefinition {
  return withInputSchema(AskUserInputSchema, {
    name: "ask_user",
    category: "decision",
    output: "json",
    description:
      "Ask the user a question and wait for the answer. With `options`, the answer is one of them (or free text when allow_other). Returns {answer, option} where option is the chosen option's index or null.",
    async handler(args, ctx) {
      const input = parseToolArgs("ask_user", AskUserInputSchema, args);
      const question: Question = { question: input.question, allowOther: input.allow_other, ...(input.options ? { options: input.options } : {}) };
      const answer = await ask(question, ctx.signal);
      if (ctx.signal.aborted) throw new ToolError("cancelled");
      const option = input.options ? input.options.indexOf(answer) : -1;
      if (input.options && option < 0 && !input.allow_other) {
        throw new ToolError(`the answer is not one of the options: ${JSON.stringify(answer)}`);
      }
      return { answer, option: option < 0 ? null : option };
    },
  });
}

/** A line-oriented conversation: show text, and ask for one line of answer. */
export interface PromptIO {
  write(text: string): void;
  /** Resolves with the line typed; rejects on `signal` or when input ends. */
  ask(prompt: string, signal: AbortSignal): Promise<string>;
}

/**
 * Asks through `io`: prints the question and numbered options, reads a line; a number picks that
 * option. Asks again (up to 3 times) when the answer is not valid. Questions from concurrent
 * calls (asyncio.gather) are asked one after another.
 */
export function promptAsker(io: PromptIO): Asker {
  let queue: Promise<unknown> = Promise.resolve();
  const askOnce = async (q: Question, signal: AbortSignal): Promise<string> => {
    io.write(`\n${q.question}\n`);
    q.options?.forEach((option, i) => io.write(`  ${i + 1}. ${option}\n`));
    for (let attempt = 0; attempt < 3; attempt++) {
      let line: string;
      try {
        line = (await io.ask(q.options ? "choose a number> " : "> ", signal)).trim();
      } catch (err) {
        if (signal.aborted) throw new ToolError("cancelled");
        throw err;
      }
      const picked = q.options && /^\d+$/.test(line) ? q.options[Number(line) - 1] : undefined;
      if (picked !== undefined) return picked;
      if ((!q.options || q.allowOther || q.options.includes(line)) && line !== "") return line;
      io.write(q.options ? `please answer 1-${q.options.length}\n` : "please answer\n");
    }
    throw new ToolError("no valid answer from the user");
  };
  return (q, signal) => {
    const answer = queue.then(() => askOnce(q, signal));
    // The next question waits for this one to finish either way; its failure is the caller's.
    queue = answer.catch(() => undefined);
    return answer;
  };
}

/** promptAsker over a terminal's streams (one readline per question, closed after it). */
export function terminalAsker(streams: { input: NodeJS.ReadableStream; output: NodeJS.WritableStream }): Asker {
  return promptAsker({
    write: (text) => streams.output.write(text),
    ask: async (prompt, signal) => {
      const rl = createInterface({ input: streams.input, output: streams.output, terminal: false });
      // rl.question never settles once the input has ended, so the end of input answers instead.
      const closed = new Promise<never>((_, reject) => rl.once("close", () => reject(new ToolError("the terminal closed before the user answered"))));
      try {
        return await Promise.race([rl.question(prompt, { signal }), closed]);
      } finally {
        rl.close();
      }
    },
  });
}
