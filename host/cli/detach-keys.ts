// The keys of a foreground flow on a terminal: `b` or Ctrl+B moves it to the background, Ctrl+C
// cancels it. The terminal is in raw mode meanwhile, so Ctrl+C arrives as a key, not SIGINT
// (SIGINT from elsewhere still cancels). SIGUSR1 detaches too, for scripts: `kill -USR1 <pid>`.

export interface DetachActions {
  detach(): void;
  interrupt(): void;
}

const CTRL_B = "\x02";
const CTRL_C = "\x03";

/** Reads single key presses from the terminal until the returned stop(); absent without one. */
export type KeyReader = (onKey: (key: string) => void) => () => void;

export function watchDetachKeys(keys: KeyReader | undefined, actions: DetachActions): () => void {
  const stopKeys =
    keys?.((key) => {
      if (key === "b" || key === "B" || key === CTRL_B) actions.detach();
      else if (key === CTRL_C) actions.interrupt();
    }) ?? (() => {});
  const interrupt = () => actions.interrupt();
  process.on("SIGINT", interrupt);
  return () => {
    stopKeys();
    process.off("SIGINT", interrupt);
  };
}

/**
 * SIGUSR1 calls `detach` until the returned stop(). Listened for from the request on, so a signal
 * sent while the flow is being approved or started is not lost (Node would open its inspector).
 */
export function onDetachSignal(detach: () => void): () => void {
  const listener = () => detach();
  process.on("SIGUSR1", listener);
  return () => process.off("SIGUSR1", listener);
}

/** The KeyReader over process.stdin, for a terminal. */
export const terminalKeys: KeyReader = (onKey) => {
  const stdin = process.stdin;
  const onData = (chunk: string) => {
    for (const key of chunk) onKey(key);
  };
  stdin.setRawMode(true);
  stdin.setEncoding("utf8");
  stdin.on("data", onData);
  stdin.resume();
  return () => {
    stdin.off("data", onData);
    stdin.setRawMode(false);
    stdin.pause();
  };
};
