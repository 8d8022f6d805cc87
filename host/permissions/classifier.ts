// The autonomous mode's classifier: answers would-ask calls with allow, deny or unsure.
// Pluggable: a host passes any implementation (a model, a heuristic); unsure goes to the approver.

export type ClassifierAnswer = "allow" | "deny" | "unsure";

export interface ClassifiedCall {
  tool: string;
  args: Readonly<Record<string, unknown>>;
}

export type Classifier = (call: ClassifiedCall, signal: AbortSignal) => ClassifierAnswer | Promise<ClassifierAnswer>;
