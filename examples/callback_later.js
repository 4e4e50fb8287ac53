// A C library keeps a JavaScript callback and calls it later (an event source in hostcall's
// test library), then a native thread calls a thread-safe callback, which the engine runs
// on its own thread.
// Run: cargo build -p hostcall-testlib &&
//      cargo run -p hostcall-cli -- run --allow-ffi examples/callback_later.js target/debug/libhostcall_testlib.so
const path = hostcall.args[0];
if (!path) {
  throw new Error("usage: hostcall run --allow-ffi examples/callback_later.js path/to/libhostcall_testlib.so");
}
const lib = hostcall.dlopen(path, {
  hc_slot_new: { parameters: [], result: "pointer" },
  hc_slot_set: { parameters: ["pointer", "function"], result: "void" },
  hc_slot_fire: { parameters: ["pointer", "i32"], result: "i32" },
  hc_slot_free: { parameters: ["pointer"], result: "void" },
  hc_thread_call_void: { parameters: ["function", "i32", "i32", "pointer"], result: "pointer" },
  hc_thread_join: { parameters: ["pointer"], result: "i64" },
});
const s = lib.symbols;

// 1. The library keeps the callback (`hc_slot_set`) and calls it whenever it likes.
const events = [];
const onEvent = new Deno.UnsafeCallback({ parameters: ["i32"], result: "i32" }, (x) => {
  events.push(x);
  return x * x;
});
const slot = s.hc_slot_new();
s.hc_slot_set(slot, onEvent);
let total = 0;
for (let i = 1; i <= 3; i++) total += s.hc_slot_fire(slot, i);
if (events.join() !== "1,2,3" || total !== 14) throw new Error(`events ${events}, total ${total}`);
console.log("stored callback fired 3 times, results sum to", total);
// Once closed, the library's calls are refused (it gets 0; hostcall says so on stderr).
s.hc_slot_set(slot, null);
onEvent.close();
s.hc_slot_free(slot);

// 2. A native thread calls a thread-safe callback five times. The engine runs the calls in
//    order from its loop, which keeps waiting (after this script's last line) while the
//    callback is ref'd: threadSafe callbacks start ref'd, and this one closes itself after
//    the fifth call. As in Deno, the thread waits for each call to run (a `void` one too),
//    so the thread is joined from a timer, once the fifth call has returned to it: joining
//    inside the callback would wait for a thread that waits for the callback.
const ticks = [];
const onTick = Deno.UnsafeCallback.threadSafe({ parameters: ["i32"], result: "void" }, (n) => {
  ticks.push(n);
  if (ticks.length === 5) {
    onTick.close();
    setTimeout(() => {
      s.hc_thread_join(worker);
      console.log("thread ticks, run on the engine's thread:", ticks.join(", "));
      lib.close();
    }, 0);
  }
});
const worker = s.hc_thread_call_void(onTick, 10, 5, null);
console.log("script done; the loop waits for the thread's calls");
