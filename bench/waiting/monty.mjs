// Monty waiting flows: `node --expose-gc waiting/monty.mjs COUNT`; each paused at its tool call.
import { Monty, runMontyAsync } from "@pydantic/monty";
import { measureWaiting } from "./harness.mjs";

const [count] = process.argv.slice(2);
const flow = (tool) => runMontyAsync(new Monty("wait(i=1)"), { externalFunctions: { wait: () => tool() } });

await measureWaiting(Number(count), { startFlow: flow });
