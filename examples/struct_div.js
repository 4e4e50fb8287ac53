// Structs by value: libc's div and ldiv return a struct ({ int quot; int rem; } and
// { long quot; long rem; }), which arrives as a Uint8Array holding the struct's bytes.
// Run: cargo run --release -p hostcall-cli -- run --allow-ffi examples/struct_div.js
const div_t = { struct: ["i32", "i32"] };
const ldiv_t = { struct: ["i64", "i64"] };
const libc = hostcall.dlopen("libc.so.6", {
  div: { parameters: ["i32", "i32"], result: div_t },
  ldiv: { parameters: ["i64", "i64"], result: ldiv_t },
});
const { div, ldiv } = libc.symbols;

const view = (u) => new DataView(u.buffer, u.byteOffset, u.byteLength);

let r = div(17, 5);
if (!(r instanceof Uint8Array) || r.length !== 8) throw new Error(`div result ${r}`);
let d = view(r);
const q = d.getInt32(0, true), rem = d.getInt32(4, true);
if (q !== 3 || rem !== 2) throw new Error(`div(17, 5) = { ${q}, ${rem} }`);
d = view(div(-17, 5)); // C truncates toward zero
if (d.getInt32(0, true) !== -3 || d.getInt32(4, true) !== -2) throw new Error("div(-17, 5)");
console.log(`div(17, 5) = { quot: ${q}, rem: ${rem} }`);

// 64-bit fields: read them as BigInts.
const big = 2n ** 53n + 1n;
d = view(ldiv(big, 10n));
const lq = d.getBigInt64(0, true), lr = d.getBigInt64(8, true);
if (lq !== big / 10n || lr !== big % 10n) throw new Error(`ldiv = { ${lq}, ${lr} }`);
console.log(`ldiv(${big}, 10) = { quot: ${lq}, rem: ${lr} }`);
libc.close();
