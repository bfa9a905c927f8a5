// ends.mjs — how a run of the solver ends, typed once for every JS file
// of the page (web/worker-pool.mjs, web/solver-worker.mjs) and read once
// by the Go UI's bridge (wasm/app/bridge.go → store.EndOf): an end is a
// plain object {kind, why}, kind one of END's values, why a sentence
// (empty for done and stopped). Nothing matches the words of a sentence.

export const END = Object.freeze({
  DONE: "done",       // the answer ended normally (its last line is the result)
  STOPPED: "stopped", // stop() ended it: the worker was terminated
  CRASHED: "crashed", // the Go program died, went silent or failed to answer
  REFUSED: "refused", // not started: the lane is busy, or no worker can load
});

export const done = () => ({ kind: END.DONE, why: "" });
export const stopped = () => ({ kind: END.STOPPED, why: "" });
export const crashed = (why) => ({ kind: END.CRASHED, why: String(why || "the solver failed") });
export const refused = (why) => ({ kind: END.REFUSED, why: String(why || "the solver is not ready") });

// describe is an end in one line for logs and tests: null for done, else
// "kind" or "kind: why".
export function describe(end) {
  if (!end || end.kind === END.DONE) return null;
  return end.why ? end.kind + ": " + end.why : end.kind;
}
