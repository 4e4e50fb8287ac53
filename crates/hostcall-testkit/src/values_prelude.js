// The helpers of the scripts `hostcall_testkit::fuzz::js_values_program` writes (this text
// opens every one of them). Every piece of script a value can make the runtime run (a
// getter, a setter, a trap, toString...) calls `mark`, which counts in `RAN`, a binding no
// value can reach, and mirrors the count in `globalThis.__ran` for the oracle. `check`
// passes a value through console.log, Deno.inspect and structuredClone and sets
// `globalThis.__bad` when a call ran a value's script or its output shows what it must not.
const G = globalThis;
let RAN = 0, WHAT = "";
// Custom inspect methods (found as data properties) are the one script `console.log` and
// `Deno.inspect` may run, as Deno's do; they count here too. structuredClone and the
// uncaught-error printer may run none.
let INSPECT = 0;
const CUSTOM = new Set(["Deno.customInspect", "nodejs.util.inspect.custom"]);
G.__ran = 0;
G.__inspect = 0;
G.__what = "";
G.__ok = 0;
G.__bad = undefined;
G.__ranBefore = undefined;
G.__uncaught = undefined;
const mark = (what) => {
  RAN += 1;
  if (CUSTOM.has(what)) G.__inspect = INSPECT += 1;
  WHAT = what;
  G.__ran = RAN;
  G.__what = what;
};
const hook = (what, result) => function () {
  mark(what);
  return result;
};
// Built at run time, so the script's own text (a function's source) never holds it.
const MARK = ["PRIVATE", "MARKER"].join("_");
const ADDR = /0x[0-9a-f]{6,}/i;
const gopn = Object.getOwnPropertyNames, gops = Object.getOwnPropertySymbols;
const gopd = Object.getOwnPropertyDescriptor, create = Object.create, setProto = Object.setPrototypeOf;
const mapSize = gopd(Map.prototype, "size").get, setSize = gopd(Set.prototype, "size").get;
const mapEntries = Map.prototype.entries, setValues = Set.prototype.values;
const symDesc = gopd(Symbol.prototype, "description").get;
const VALS = [];

const def = (o, k, d) => Object.defineProperty(o, k, { enumerable: true, configurable: true, ...d });
// An accessor whose getter returns `v`; both halves mark.
const acc = (o, k, what, v, enumerable = true) =>
  Object.defineProperty(o, k, { get: hook(what + " getter", v), set: hook(what + " setter"), enumerable, configurable: true });
const method = (o, k, what, result) => def(o, k, { value: hook(what, result), writable: true });
const obj = (v) => (v !== null && (typeof v === "object" || typeof v === "function") ? v : { held: v });

class Secret {
  #secret = MARK;
  #sym = Symbol(MARK);
  #held;
  get #hidden() { mark("a private getter"); return MARK; }
  #method() { mark("a private method"); }
  constructor(v) { this.#held = v; this.visible = 1; }
}
class SecretError extends Error { #secret = MARK; }
class SecretStatic { static #secret = MARK; static visible = 1; }
class HookedError extends Error {}
acc(HookedError.prototype, "name", "an Error subclass's name", "HookedError", false);
acc(HookedError.prototype, "message", "an Error subclass's message", "hooked", false);
class HookedMap extends Map {
  get size() { mark("a Map subclass's size getter"); return 0; }
  entries() { mark("a Map subclass's entries"); return super.entries(); }
  forEach() { mark("a Map subclass's forEach"); }
  [Symbol.iterator]() { mark("a Map subclass's iterator"); return super.entries(); }
}
class HookedSet extends Set {
  get size() { mark("a Set subclass's size getter"); return 0; }
  values() { mark("a Set subclass's values"); return super.values(); }
  [Symbol.iterator]() { mark("a Set subclass's iterator"); return super.values(); }
}

const TRAPS = ["get", "set", "has", "deleteProperty", "ownKeys", "getOwnPropertyDescriptor", "defineProperty",
  "getPrototypeOf", "setPrototypeOf", "isExtensible", "preventExtensions", "apply", "construct"];
const trapHandler = (what) => {
  const h = {};
  for (const t of TRAPS) h[t] = (...a) => { mark(what + " " + t + " trap"); return Reflect[t](...a); };
  return h;
};
const trapped = (t, what) => new Proxy(t, trapHandler(what));
const revoked = (t) => { const r = Proxy.revocable(t, {}); r.revoke(); return r.proxy; };
// A proxy whose handler is itself a proxy: every trap lookup marks.
const metaProxy = (t) => new Proxy(t, new Proxy({}, { get(_, k) { mark("a handler proxy's get of " + String(k)); return undefined; } }));
const CHAINED = trapHandler("a chained proxy");
// `n` levels over `v`, built with a loop.
function chain(kind, v, n) {
  let x = kind >= 4 ? obj(v) : v;
  for (let i = 0; i < n; i++) {
    switch (kind) {
      case 0: x = { d: x }; break;
      case 1: x = [x]; break;
      case 2: x = new Map([[i, x]]); break;
      case 3: x = new Error("level", { cause: x }); break;
      case 4: x = create(x); break;
      case 5: x = new Proxy(x, {}); break;
      case 6: x = new Proxy(x, CHAINED); break;
      default: x = setProto({ d: x }, null); break;
    }
  }
  return x;
}
function cycle(kind, v) {
  switch (kind) {
    case 0: { const o = { v }; o.self = o; return o; }
    case 1: { const a = [v]; a.push(a); return a; }
    case 2: { const m = new Map([[0, v]]); m.set(m, m); return m; }
    case 3: { const s = new Set([v]); s.add(s); return s; }
    case 4: { const a = { v }, b = { a }; a.b = b; return a; }
    case 5: { const e = new Error("cyclic cause"); def(e, "cause", { value: e, writable: true, enumerable: false }); e.held = v; return e; }
    case 6: { const o = { v }; const p = new Proxy(o, {}); o.p = p; return p; }
    case 7: { const o = { v }; o.p = trapped(o, "a cyclic proxy"); return o; }
    default: { class SelfSecret { #self = this; #secret = MARK; held = v; } return new SelfSecret(); }
  }
}
function sparse(v) { const a = []; a[3] = v; a[100000] = v; return a; }
function huge(v) { const a = [v]; a.length = 2 ** 32 - 1; return a; }
function detached() { const b = new ArrayBuffer(8); const u = new Uint8Array(b); b.transfer(); return u; }
function shrunk() { const b = new ArrayBuffer(8, { maxByteLength: 16 }); const u = new Uint8Array(b, 4, 4); b.resize(2); return u; }
function named(v) {
  function C() {}
  acc(C, "name", "a constructor's name", "C", false);
  const o = create(C.prototype);
  o.held = v;
  return o;
}

const bad = (why) => { if (G.__bad === undefined) G.__bad = why; };
const ok = () => { G.__ok += 1; };
// Runs `f`; null when it ran a value's script (then `__bad` names `api`), else how it ended.
// With `inspectAllowed`, custom inspect methods may run (and nothing else).
function guard(api, f, inspectAllowed = false) {
  const r0 = RAN, i0 = INSPECT;
  let out, err, threw = false;
  try { out = f(); } catch (e) { threw = true; err = e; }
  const allowed = inspectAllowed ? INSPECT - i0 : 0;
  if (RAN - r0 > allowed) { bad(api + " ran script: " + WHAT); return null; }
  return { threw, out, err };
}
function text(api, s) {
  if (typeof s !== "string") { bad(api + " gave a " + typeof s); return; }
  const m = ADDR.exec(s);
  if (m !== null) bad(api + " shows a heap address: " + m[0]);
  else if (s.includes(MARK)) bad(api + " shows a private field");
  else ok();
}
const log = (api, f) => { if (guard(api, f, true) !== null) ok(); };
function inspect(api, f) {
  const r = guard(api, f, true);
  if (r !== null && !r.threw) text(api, r.out);
  else if (r !== null) ok();
}
// Where the private marker or an own symbol key is reachable from `root` (walked without
// running any of its script: descriptors, never reads through a getter), or "".
function walk(root) {
  const seen = new Set(), todo = [root];
  for (let n = 0; todo.length > 0 && n < 200000; n++) {
    const x = todo.pop();
    if (typeof x === "string") { if (x.includes(MARK)) return "the private marker"; continue; }
    if (typeof x === "symbol") {
      const d = symDesc.call(x);
      if (d !== undefined && d.includes(MARK)) return "a symbol described by the private marker";
      continue;
    }
    if (x === null || (typeof x !== "object" && typeof x !== "function") || seen.has(x)) continue;
    seen.add(x);
    const syms = gops(x);
    if (syms.length > 0) return syms.length + " own symbol key(s), the first " + String(symDesc.call(syms[0]));
    for (const k of gopn(x)) {
      const d = gopd(x, k);
      if (d === undefined) continue;
      if (!("value" in d)) return "an accessor " + k;
      todo.push(d.value);
    }
    let isMap = false, isSet = false;
    try { mapSize.call(x); isMap = true; } catch {}
    try { setSize.call(x); isSet = true; } catch {}
    if (isMap) { const it = mapEntries.call(x); for (let s = it.next(); !s.done; s = it.next()) todo.push(s.value[0], s.value[1]); }
    if (isSet) { const it = setValues.call(x); for (let s = it.next(); !s.done; s = it.next()) todo.push(s.value); }
  }
  return "";
}
function clone(v) {
  const r = guard("structuredClone", () => structuredClone(v));
  if (r === null) return;
  if (r.threw) {
    const e = guard("reading structuredClone's exception", () => {
      const x = r.err;
      if (x === null || typeof x !== "object") return { name: undefined, message: undefined };
      const n = gopd(x, "name"), m = gopd(x, "message");
      return { name: n && n.value, message: m && m.value };
    });
    if (e === null) return;
    if (e.threw || e.out.name !== "DataCloneError") { ok(); return; }
    const message = e.out.message;
    if (typeof message !== "string") bad("a DataCloneError without a message");
    else if (message.length > 200) bad("a DataCloneError message of " + message.length + " characters: " + message.slice(0, 120) + "...");
    else text("DataCloneError's message", message);
    return;
  }
  const w = guard("walking structuredClone's result", () => walk(r.out));
  if (w === null) return;
  if (w.threw) bad("walking structuredClone's result threw");
  else if (w.out !== "") bad("structuredClone's result holds " + w.out);
  else ok();
}
// Builds a value with `make` (which must run no hook and not throw: a generator bug
// otherwise) and passes it through every API.
function check(make) {
  const r = guard("building a value (a generator bug)", make);
  if (r === null) return;
  if (r.threw) {
    bad("building a value threw (a generator bug): " + (r.err instanceof Error ? r.err.name + ": " + r.err.message : typeof r.err));
    return;
  }
  const v = r.out;
  VALS.push(v);
  log("console.log(v)", () => console.log(v));
  log("console.log([v])", () => console.log([v]));
  log("console.log(format, v...)", () => console.log("%s %d %i %f %o %O %j %c|", v, v, v, v, v, v, v, v));
  inspect("Deno.inspect(v)", () => Deno.inspect(v));
  inspect("Deno.inspect({ v })", () => Deno.inspect({ v }));
  clone(v);
}
// The value `make` builds, for the final uncaught throw or rejection (undefined when
// building it failed, which `check`'s rules report).
function thrown(make) {
  const r = guard("building the thrown value (a generator bug)", make);
  if (r === null) return undefined;
  if (r.threw) { bad("building the thrown value threw (a generator bug)"); return undefined; }
  return r.out;
}
