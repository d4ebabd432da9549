// The Emscripten build ships no typings; espeak-engine.ts narrows the module to the calls it makes.
declare module "@echogarden/espeak-ng-emscripten" {
  const initialize: () => Promise<unknown>;
  export default initialize;
}
