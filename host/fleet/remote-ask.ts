// ask_user in queued flows: the question goes from the worker running the flow to the front end
// that started it (the one whose user can answer: its MCP session, its library callback), and the
// answer back, through Redis. The front end listens on a channel of its own (its id is in the
// job); the worker publishes the question there and polls for the answer under the question's
// id. A front end that is gone (no one listening) makes the call a ToolError at once, and while
// waiting. A person answering is slow: the flow parks meanwhile (worker.ts makes ask_user a slow
// tool), and the answer, journaled, resumes it on whichever worker is free. A question is named
// by its flow and call, and its answer kept as long as results are: a worker that dies while its
// flow waits loses neither the question (the front end's user goes on answering it) nor the answer.
import { randomUUID } from "node:crypto";
import type { Redis } from "ioredis";
import * as z from "zod";
import { JsonText, ToolError, type ToolDefinition } from "../registry.js";
import { askUserTool, type Asker, type Question } from "../tools/ask-user.js";
import type { TenantKeys } from "./keys.js";
import { safeJson } from "./safe-json.js";

/** How often a waiting question looks for its answer, and whether its front end still listens. */
const POLL_MS = 200;
const LISTENER_CHECK_MS = 2000;

const QuestionSchema = z.object({ question: z.string(), options: z.array(z.string()).optional(), allowOther: z.boolean() });

const AskedSchema = z.object({ id: z.string().min(1), handle: z.string(), question: QuestionSchema });

/** What a worker sends once the flow has ended: its front end forgets how to ask for it. */
const EndedSchema = z.object({ ended: z.string() });

const AnswerSchema = z.union([z.object({ answer: z.string() }).strict(), z.object({ error: z.string() }).strict()]);

type Answer = z.infer<typeof AnswerSchema>;

const gone = "no one can answer: the front end that started this flow is gone";

/** The worker's side, once the flow has ended: its front end may forget it. */
export async function askingEnded(redis: Redis, keys: TenantKeys, frontEnd: string, handle: string): Promise<void> {
  await redis.publish(keys.asks(frontEnd), JSON.stringify({ ended: handle }));
}

/**
 * The worker's side: a queued flow's ask_user, asking through the front end listening on
 * `frontEnd`'s channel. A question is named by the flow and the call's seq, the same in every run
 * of the flow: a re-run after its worker died asks it again, and gets the answer given meanwhile,
 * or waits for the one the front end's user is still giving (the desk never asks twice). So the
 * call may be made again (`idempotent`), and an answer given after the crash is not lost.
 */
export function queuedAskUser(redis: Redis, keys: TenantKeys, job: { flowId: string; handle: string; askVia: string }): ToolDefinition {
  const asking = (id: string) => askUserTool(remoteAsker(redis, keys, job.askVia, job.handle, id));
  return { ...asking(""), idempotent: true, handler: (args, context) => asking(`${job.flowId}.${context.seq ?? randomUUID()}`).handler(args, context) };
}

function remoteAsker(redis: Redis, keys: TenantKeys, frontEnd: string, handle: string, id: string): Asker {
  const channel = keys.asks(frontEnd);
  const key = keys.answer(id);
  return async (question, signal) => {
    const asked = { id, handle, question: { question: question.question, allowOther: question.allowOther, ...(question.options ? { options: [...question.options] } : {}) } };
    // An answer to this question given while an earlier run waited (its worker died) is this call's.
    let text = await redis.get(key);
    if (text === null && (await redis.publish(channel, JSON.stringify(asked))) === 0) throw new ToolError(gone);
    let checked = Date.now();
    while (text === null) {
      if (signal.aborted) throw new ToolError("cancelled");
      if (Date.now() - checked >= LISTENER_CHECK_MS) {
        checked = Date.now();
        const [, listeners] = (await redis.pubsub("NUMSUB", channel)) as [string, number];
        if (Number(listeners) === 0) throw new ToolError(gone);
      }
      await sleep(POLL_MS, signal);
      text = await redis.get(key);
    }
    // The answer stays (as long as results do): a re-run after a crash before it was journaled is served it.
    const answer = AnswerSchema.safeParse(safeJson(text));
    if (!answer.success) throw new ToolError("the front end sent an answer that is not one");
    if ("error" in answer.data) throw new ToolError(answer.data.error);
    return answer.data.answer;
  };
}

/**
 * The front end's side: answers the questions of the flows it queued with the ask_user tool each
 * was started with (registered by handle), on a subscriber connection it gives messages to.
 */
export class QuestionDesk {
  readonly id = randomUUID();
  private readonly tools = new Map<string, ToolDefinition>();
  private readonly stop = new AbortController();
  /** Questions being put to the user now, by id. */
  private readonly asking = new Set<string>();

  constructor(
    private readonly redis: Redis,
    private readonly keys: TenantKeys,
    private readonly keepMs: number,
  ) {}

  get channel(): string {
    return this.keys.asks(this.id);
  }

  /** The flow queued under `handle` asks with `tool` (the front end's ask_user). */
  register(handle: string, tool: ToolDefinition): void {
    this.tools.set(handle, tool);
  }

  /**
   * A message on this desk's channel: a question to answer, or a flow that has ended. Settles once
   * it is dealt with; rejects when Redis cannot take the answer (the asking worker then sees none).
   */
  async heard(text: string): Promise<void> {
    const message = safeJson(text);
    const ended = EndedSchema.safeParse(message);
    if (ended.success) return void this.tools.delete(ended.data.ended);
    const asked = AskedSchema.safeParse(message);
    if (!asked.success) return; // Not a question a worker sent.
    const { id, handle, question } = asked.data;
    // A re-run of the flow asks again what an earlier run asked: one the user is answering, or has answered, is not put to them twice.
    if (this.asking.has(id)) return;
    this.asking.add(id);
    const key = this.keys.answer(id);
    try {
      if ((await this.redis.exists(key)) === 1) return;
      await this.redis.set(key, JSON.stringify(await this.answer(handle, question)), "PX", this.keepMs);
    } finally {
      this.asking.delete(id);
    }
  }

  /** Questions still being asked are dropped: their flows hear that no one answers. */
  close(): void {
    this.stop.abort();
  }

  private async answer(handle: string, question: Question): Promise<Answer> {
    const tool = this.tools.get(handle);
    if (!tool) return { error: "no one can answer: this flow's front end has no one to ask" };
    try {
      const args = { question: question.question, allow_other: question.allowOther, ...(question.options ? { options: question.options } : {}) };
      const output = await tool.handler(args, { signal: this.stop.signal, flowName: handle });
      return { answer: answerOf(output) };
    } catch (error) {
      return { error: error instanceof Error ? error.message : String(error) };
    }
  }
}

/** The answer in the front end's ask_user output: `{answer, option}` (the built-in tool's), or text. */
function answerOf(output: unknown): string {
  const value = output instanceof JsonText ? safeJson(output.text) : output;
  if (typeof value === "string") return value;
  if (typeof value === "object" && value !== null && "answer" in value && typeof value.answer === "string") return value.answer;
  throw new ToolError("the front end's ask_user gave no answer");
}

/** Resolves after `ms`, or at once when `signal` aborts (the caller looks at it). */
function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve();
    }
    signal.addEventListener("abort", done, { once: true });
  });
}
