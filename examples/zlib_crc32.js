// zlib's crc32 over a Uint8Array (a `buffer` argument: a pointer to its bytes).
// Run: cargo run --release -p hostcall-cli -- run examples/zlib_crc32.js --allow-ffi
const zlib = hostcall.dlopen("libz.so.1", {
  crc32: { parameters: ["u64", "buffer", "u32"], result: "u64" },
});
const { crc32 } = zlib.symbols;

const text = "The quick brown fox jumps over the lazy dog";
const bytes = new Uint8Array(text.length);
for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
const crc = crc32(0, bytes, bytes.length);
// The well-known CRC-32 of this sentence.
if (crc !== 0x414fa339) throw new Error(`crc32 = 0x${crc.toString(16)}`);
console.log("crc32 =", "0x" + crc.toString(16));

// A subarray is a view: its bytes start at its offset.
const tail = bytes.subarray(4);
const crcTail = crc32(0, tail, tail.length);
if (crcTail !== crc32(0, bytes.slice(4), tail.length)) throw new Error("subarray offset");
// Empty buffers are fine (zlib returns its initial value).
if (crc32(0, new Uint8Array(0), 0) !== 0) throw new Error("empty buffer");
zlib.close();
