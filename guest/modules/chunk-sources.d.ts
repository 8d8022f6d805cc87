// The chunk sources build.mjs injects into the core bundle, each the text of
// `(function (core, shared) { ...; return x; })` with `core` guest/values' exports and `shared` a
// function from a shared file's path to its exports: `modules` maps a module name to the chunk
// returning its factory; `shared` maps a file several chunks import to the chunk returning its exports.
declare module "toolflow:module-chunks" {
  const sources: { modules: Record<string, string>; shared: Record<string, string> };
  export default sources;
}
