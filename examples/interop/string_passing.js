// Jint's interop benchmark, "string passing": strings in and out of a host method.
// Run: hostcall run --interop-host examples/interop/string_passing.js
let length = 0;
for (let i = 0; i < 2000; i++) {
  length += host.concat('abcdefgh', String(i)).length;
}
if (length !== 22890) throw new Error(`string passing: expected 22890, got ${length}`);
console.log("string passing ok:", length);
