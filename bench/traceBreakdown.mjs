// Where a renderer's main thread spends a window of a performance trace (bench/profile.mjs: a
// first view until the header painted; bench/profileInteractions.mjs: a tap until its frame).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';

/** The trace categories the breakdown reads: the timeline's events and V8's CPU samples. */
export const CATEGORIES = ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'v8.execute', 'blink.user_timing', 'loading', 'disabled-by-default-v8.cpu_profiler'];

/** Trace events by name → bucket, for what the main thread does outside JavaScript. */
const NATIVE = {
  'HTML parsing': ['ParseHTML'],
  'compile': ['v8.compile', 'v8.compileModule', 'V8.CompileCode', 'V8.CompileLazy', 'v8.produceCache', 'v8.produceModuleCache', 'v8.deserializeOnBackground', 'V8.ScriptCompiler'],
  'style, layout, paint': ['UpdateLayoutTree', 'RecalculateStyles', 'ParseAuthorStyleSheet', 'Layout', 'PrePaint', 'Paint', 'Layerize', 'Commit', 'UpdateLayer', 'UpdateLayerTree', 'CompositeLayers', 'HitTest'],
  'garbage collection': ['MinorGC', 'MajorGC', 'V8.GC_SCAVENGER', 'V8.GC_MARK_COMPACTOR', 'BlinkGC.AtomicPhase', 'V8.GCScavenger', 'V8.GCFinalizeMC', 'V8.GCIncrementalMarking'],
};
/** Events in which JavaScript runs. */
const SCRIPT = ['FunctionCall', 'EvaluateScript', 'v8.evaluateModule', 'v8.run', 'v8.callFunction', 'v8.callAsConstructor', 'v8.newInstance', 'V8.BytecodeBudgetInterrupt', 'RunMicrotasks', 'TimerFire', 'FireAnimationFrame', 'EventDispatch', 'V8.Execute'];
const bucketOf = new Map(Object.entries(NATIVE).flatMap(([bucket, names]) => names.map((name) => [name, bucket])));
const MODULE_EVALUATION = ['v8.evaluateModule', 'EvaluateScript'];

/**
 * @typedef {{ name: string, ph: string, ts: number, dur?: number, pid: number, tid: number, id?: string, args?: any }} TraceEvent
 * @typedef {{ id: number, parent?: number, callFrame: { url: string, functionName: string, lineNumber: number, columnNumber: number } }} ProfileNode
 */

/** @param {number[]} values */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** Source maps of dist/ files, by URL. */
const maps = new Map();
/**
 * The source file a function's start maps to through the build's source maps.
 * @param {ProfileNode['callFrame']} frame
 */
function sourceOf({ url, lineNumber, columnNumber }, /** @type {string} */ root) {
  const file = /\/dist\/([^?#]+\.js)$/.exec(url)?.[1];
  if (!file) return url ? 'page' : 'native';
  if (!maps.has(file)) {
    try {
      maps.set(file, new TraceMap(readFileSync(join(root, 'dist', `${file}.map`), 'utf8')));
    } catch {
      maps.set(file, undefined);
    }
  }
  const map = maps.get(file);
  const source = map ? originalPositionFor(map, { line: lineNumber + 1, column: columnNumber }).source : null;
  if (!source) return `dist/${file}`;
  return source;
}

/**
 * Who wrote a function: the package (node_modules/…) or our folder its start maps to.
 * @param {ProfileNode['callFrame']} frame
 */
function owner(frame, /** @type {string} */ root) {
  const source = sourceOf(frame, root);
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (inPackage) return inPackage[1] ?? source;
  const ours = /(?:^|\/)(src\/[^/]+|elements|locales)\//.exec(source);
  return ours ? `ours: ${ours[1] ?? source}` : source;
}

/** React's work: the reconciler and its scheduler (react-dom's client holds both, scheduler is its own package). */
const REACT = new Set(['react-dom', 'react', 'scheduler']);

/**
 * The main thread's time in a window of a trace, in buckets (ms): waiting (nothing to run), HTML
 * parsing, compiling, script, style, layout and paint, garbage collection, other; and script split
 * by the trace's CPU samples, by phase, by owner (a package, or our folder) and by function.
 * @param {TraceEvent[]} events
 * @param {{ pid: number, tid: number, from: number, to: number }} window  the renderer's main thread; trace µs
 * @param {string} root  the folder whose dist/ the page loaded (for its source maps)
 */
export function breakdown(events, { pid, tid, from, to }, root) {
  const main = events.filter((event) => event.pid === pid && event.tid === tid && event.ph === 'X' && event.dur !== undefined && event.ts < to && event.ts + (event.dur ?? 0) > from);
  const clip = (/** @type {number} */ ts, /** @type {number} */ dur) => Math.max(0, Math.min(ts + dur, to) - Math.max(ts, from));

  // Self time of each event (its time less its children's), clipped to the window, by bucket.
  main.sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  /** @type {Record<string, number>} */
  const buckets = { waiting: 0, 'HTML parsing': 0, compile: 0, script: 0, 'style, layout, paint': 0, 'garbage collection': 0, other: 0 };
  /** @type {{ event: TraceEvent, bucket: string, end: number }[]} */
  const stack = [];
  /** @type {[number, number][]} */
  const evaluating = [];
  /** @type {Record<string, number>} self time by event name, for finding what a bucket holds */
  const byEvent = {};
  let busy = 0;
  for (const event of main) {
    const end = event.ts + (event.dur ?? 0);
    while (stack.length && (stack.at(-1)?.end ?? 0) <= event.ts) stack.pop();
    const parent = stack.at(-1);
    const own = clip(event.ts, event.dur ?? 0);
    if (!parent) busy += own;
    // Any other event is part of its parent's work; a task's own time is the scheduler's.
    const bucket = bucketOf.get(event.name) ?? (SCRIPT.includes(event.name) ? 'script' : (parent?.bucket ?? 'other'));
    buckets[bucket] = (buckets[bucket] ?? 0) + own;
    byEvent[event.name] = (byEvent[event.name] ?? 0) + own;
    if (parent) {
      buckets[parent.bucket] = (buckets[parent.bucket] ?? 0) - own;
      byEvent[parent.event.name] = (byEvent[parent.event.name] ?? 0) - own;
    }
    if (MODULE_EVALUATION.includes(event.name)) evaluating.push([event.ts, end]);
    stack.push({ event, bucket, end });
  }
  buckets.waiting = to - from - busy;

  // Script, split by the CPU samples taken on this thread: each sample's function, and the phase.
  /** @type {Map<number, ProfileNode>} */
  const nodes = new Map();
  /** @type {{ ts: number, node: number }[]} */
  const samples = [];
  const profile = events.find((event) => event.name === 'Profile' && event.pid === pid && event.tid === tid);
  let time = profile?.args?.data?.startTime ?? 0;
  for (const chunk of events.filter((event) => event.name === 'ProfileChunk' && event.pid === pid && event.id === profile?.id)) {
    const data = chunk.args?.data ?? {};
    for (const node of /** @type {ProfileNode[]} */ (data.cpuProfile?.nodes ?? [])) nodes.set(node.id, node);
    const ids = /** @type {number[]} */ (data.cpuProfile?.samples ?? []);
    const deltas = /** @type {number[]} */ (data.timeDeltas ?? []);
    ids.forEach((node, i) => {
      time += deltas[i] ?? 0;
      samples.push({ ts: time, node });
    });
  }
  /** @type {Record<string, number>} */
  const byOwner = {};
  /** @type {Record<string, number>} */
  const byPhase = { 'module evaluation': 0, 'React render and commit': 0, 'other script': 0 };
  /** @type {Record<string, number>} */
  const byPhaseOwner = {};
  /** @type {Record<string, number>} self time by function (source file and minified name) */
  const byFunction = {};
  samples.sort((a, b) => a.ts - b.ts);
  const inWindow = samples.filter((sample) => sample.ts >= from && sample.ts < to);
  for (const [i, sample] of inWindow.entries()) {
    const node = nodes.get(sample.node);
    const name = node?.callFrame.functionName ?? '';
    if (!node || ['(idle)', '(program)', '(garbage collector)', '(root)'].includes(name)) continue;
    const weight = ((inWindow[i + 1]?.ts ?? sample.ts) - sample.ts) / 1000;
    /** @type {string[]} */
    const owners = [];
    for (let at = /** @type {ProfileNode | undefined} */ (node); at; at = at.parent === undefined ? undefined : nodes.get(at.parent)) owners.push(owner(at.callFrame, root));
    // A built-in (Array.prototype.map, JSON.parse, …) works for the code that called it.
    const who = owners.find((o) => o !== 'native') ?? 'native';
    byOwner[who] = (byOwner[who] ?? 0) + weight;
    const mine = node.callFrame.url ? node : undefined;
    if (mine) {
      const key = `${sourceOf(mine.callFrame, root).replace(/^(\.\.\/)+/, '')} ${mine.callFrame.functionName || '(top level)'}`;
      byFunction[key] = (byFunction[key] ?? 0) + weight;
    }
    const phase = owners.some((o) => REACT.has(o)) ? 'React render and commit' : evaluating.some(([a, b]) => sample.ts >= a && sample.ts < b) ? 'module evaluation' : 'other script';
    byPhase[phase] = (byPhase[phase] ?? 0) + weight;
    byPhaseOwner[`${phase}: ${who}`] = (byPhaseOwner[`${phase}: ${who}`] ?? 0) + weight;
  }
  const ms = (/** @type {Record<string, number>} */ record) => Object.fromEntries(Object.entries(record).map(([k, v]) => [k, v / 1000]));
  return { buckets: ms(buckets), byEvent: ms(byEvent), scriptSampled: { byPhase, byOwner, byPhaseOwner, byFunction } };
}
