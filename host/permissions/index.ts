// Permissions: the engine that decides nested tool calls (engine.ts), rules and their
// matching (rules.ts, glob.ts), secrets (secrets.ts), `.agentblock` (agentblock.ts), real path
// resolution (real-path.ts), the autonomous classifier (classifier.ts), tool path/URL arguments
// (tool-access.ts) and the rules file (rules-file.ts). Re-exports only.
export { PermissionEngine } from "./engine.js";
export type { PermissionEngineOptions, SearchFilter, Verdict } from "./engine.js";
export type { Classifier, ClassifierAnswer, ClassifiedCall } from "./classifier.js";
export { BUCKETS, FS_READ, FS_WRITE, describeRule, ruleMatches } from "./rules.js";
export type { Bucket, RuleSet, Subject } from "./rules.js";
export { HARD_DENIED_SECRETS, Secrets } from "./secrets.js";
export type { SecretsConfig } from "./secrets.js";
export { AGENTBLOCK, blockingFolder } from "./agentblock.js";
export { BUILTIN_ACCESS } from "./tool-access.js";
export type { ToolAccess } from "./tool-access.js";
export { layerRules, loadRulesFile, parseRulesFile } from "./rules-file.js";
export { permissionsFromConfig } from "./from-config.js";
export type { EngineFromConfigOptions } from "./from-config.js";
