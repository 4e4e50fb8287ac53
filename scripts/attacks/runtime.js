// Issue 47's runtime attacks, small enough for valgrind (scripts/memcheck.sh runs this on
// every backend; crates/hostcall-cli/tests/robustness.rs has the full-size ones): a deep
// proxy chain through the formatter and structuredClone, clones of private fields, sparse
// arrays, cycles, shared views, maps, sets, errors and a deep graph, a timer past 2^31 ms.
// Exits 0; any failed check throws.
const check = (ok, what) => { if (!ok) throw new Error(`failed: ${what}`); };
let c = { a: 1 };
for (let i = 0; i < 10000; i++) c = new Proxy(c, {});
check(Deno.inspect(c) === "{ a: 1 }", "proxy chain");
console.log([c]);
try { structuredClone(c); check(false, "proxy cloned"); } catch (e) { check(e.name === "DataCloneError", e.message); }
class W { #secret = "k"; x = 1; }
const w = structuredClone(new W());
check(Object.getOwnPropertySymbols(w).length === 0 && w.x === 1, "private field");
const a = [1]; a.length = 2 ** 32 - 1;
check(structuredClone(a).length === 2 ** 32 - 1, "sparse");
const cyc = { n: 1 }; cyc.self = cyc;
check(structuredClone(cyc).self.n === 1, "cycle");
const buf = new ArrayBuffer(8, { maxByteLength: 16 });
const [v1, v2] = structuredClone([new Uint8Array(buf, 2, 3), new DataView(buf)]);
check(v1.buffer === v2.buffer && v1.length === 3, "views");
const m = structuredClone(new Map([[1, { x: 2 }], ["s", new Set([3, new Date(4), /r/g, Object(5n)])]]));
check(m.get(1).x === 2 && m.get("s").size === 4, "map and set");
const e = structuredClone(new TypeError("boom", { cause: [1] }));
check(e instanceof TypeError && e.cause[0] === 1, "error");
let deep = {}; for (let i = 0; i < 10000; i++) deep = { deep };
check(typeof structuredClone(deep).deep === "object", "deep");
for (const bad of [() => 1, Symbol("s"), { get g() { return 1; } }, new WeakMap()]) {
  try { structuredClone(bad); check(false, "cloned"); } catch (err) { check(err.name === "DataCloneError", err.message); }
}
setTimeout(() => console.log("runtime attacks: ok"), 2 ** 31);
