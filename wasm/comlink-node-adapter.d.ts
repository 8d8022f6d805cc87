// comlink ships node-adapter.mjs with its types in node-adapter.d.ts, which TypeScript does not
// pair with an .mjs import; Node needs the .mjs path (comlink has no package exports map).
declare module "comlink/dist/esm/node-adapter.mjs" {
  import nodeEndpoint from "comlink/dist/esm/node-adapter";
  export default nodeEndpoint;
}
