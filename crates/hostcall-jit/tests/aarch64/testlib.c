/* The test library (crates/hostcall-testlib) in C, for the aarch64/riscv64 harness: every
   function of `hostcall_testlib::shapes()` under the same name, computing the same result
   from the same arguments, so the differential corpus (`hostcall_testkit::shapes::cases`)
   runs on targets that have no Rust standard library here. The harness checks the port on
   the host first: each case's result through the generic backend calling these functions
   must agree with the corpus's expectation, computed from the Rust library.

   Differences, all forced by running in another process:
   - Errors go through `hc_report_fn` (the host test sets it to a function making a Rust
     `HostError`; the C harness to its own record), which `report` calls with the kind
     (0 Error, 1 TypeError, 2 RangeError) and the message.
   - The static blocks (`hc_static_ptr`, `hc_i32_array`, `hc_view_bytes`) live at a fixed
     address, `HC_FIXED`, in every process (`hc_fixed_init` maps it), so the pointers a case
     passes and expects are the same numbers everywhere; `hc_fn_add_i32` returns a fixed
     address there too (the corpus only compares it).
   - `rust_panicking` reports what the Rust shim makes of its panic. */
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <math.h>
#include <sys/mman.h>

#define HC_FIXED ((uintptr_t)0x2000000000ull)

typedef struct { void *engine; void *error; } HostCtx;
void (*hc_report_fn)(void *ctx, int kind, const char *msg);
static void report(void *ctx, int kind, const char *msg) { hc_report_fn(ctx, kind, msg); }

/* The fixed block: STATIC_BYTES at +0 (byte i is 3 i), HC_I32_ARRAY at +0x100, the view
   bytes at +0x200, the stand-in function address at +0x300. Mapped once, by whichever
   process calls first (or by the harness at start). */
static int fixed_done;
int hc_fixed_init(void) {
    if (fixed_done) return 0;
    void *p = mmap((void *)HC_FIXED, 4096, PROT_READ | PROT_WRITE,
                   MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED_NOREPLACE, -1, 0);
    if (p != (void *)HC_FIXED) return -1;
    uint8_t *b = p;
    for (int i = 0; i < 64; i++) b[i] = (uint8_t)(i * 3);
    static const int32_t arr[16] = {-1, 2, -3, 4, -5, 6, -7, 8, -9, 10, -11, 12, -13, 14, -15, 16};
    memcpy(b + 0x100, arr, sizeof arr);
    uint8_t *v = b + 0x200;
    v[0] = 1; v[1] = (uint8_t)-2; v[2] = 250;
    int16_t i16 = -300; memcpy(v + 4, &i16, 2);
    uint16_t u16 = 65000; memcpy(v + 6, &u16, 2);
    int32_t i32 = -70000; memcpy(v + 8, &i32, 4);
    uint32_t u32 = 4000000000u; memcpy(v + 12, &u32, 4);
    int64_t i64 = -(1ll << 60); memcpy(v + 16, &i64, 8);
    uint64_t u64 = UINT64_MAX - 1; memcpy(v + 24, &u64, 8);
    float f = 1.5f; memcpy(v + 32, &f, 4);
    f = 0.1f; memcpy(v + 36, &f, 4);
    double d = -2.25; memcpy(v + 40, &d, 8);
    uint64_t s = (uint64_t)(uintptr_t)(v + 56); memcpy(v + 48, &s, 8);
    memcpy(v + 56, "h\xc3\xa9llo", 7);
    v[63] = 0xff; v[64] = 0xfe; v[65] = 0;
    fixed_done = 1;
    return 0;
}
/* For another copy of this library in the same process (the host test loads one per value
   layout) once the first has mapped and filled the block: the bytes are the same. */
void hc_fixed_adopt(void) { fixed_done = 1; }
static uint8_t *fixed(void) { hc_fixed_init(); return (uint8_t *)HC_FIXED; }

#define SCALAR(t, id, add) \
    t id(t x) { return x; } \
    t add(t a, t b) { return (t)(a + b); }
#define USCALAR(t, u, id, add) \
    t id(t x) { return x; } \
    t add(t a, t b) { return (t)((u)a + (u)b); }
/* Each returns one whole register; the corpus declares them (i32, i16, i8, u16, u8) -> i64. */
int64_t hc_wide_0(int64_t a, int64_t b, int64_t c, int64_t d, int64_t e) { (void)b; (void)c; (void)d; (void)e; return a; }
int64_t hc_wide_1(int64_t a, int64_t b, int64_t c, int64_t d, int64_t e) { (void)a; (void)c; (void)d; (void)e; return b; }
int64_t hc_wide_2(int64_t a, int64_t b, int64_t c, int64_t d, int64_t e) { (void)a; (void)b; (void)d; (void)e; return c; }
int64_t hc_wide_3(int64_t a, int64_t b, int64_t c, int64_t d, int64_t e) { (void)a; (void)b; (void)c; (void)e; return d; }
int64_t hc_wide_4(int64_t a, int64_t b, int64_t c, int64_t d, int64_t e) { (void)a; (void)b; (void)c; (void)d; return e; }
USCALAR(int8_t, uint8_t, hc_id_i8, hc_add_i8)
SCALAR(uint8_t, hc_id_u8, hc_add_u8)
USCALAR(int16_t, uint16_t, hc_id_i16, hc_add_i16)
SCALAR(uint16_t, hc_id_u16, hc_add_u16)
USCALAR(int32_t, uint32_t, hc_id_i32, hc_add_i32)
SCALAR(uint32_t, hc_id_u32, hc_add_u32)
USCALAR(int64_t, uint64_t, hc_id_i64, hc_add_i64)
SCALAR(uint64_t, hc_id_u64, hc_add_u64)
USCALAR(intptr_t, uintptr_t, hc_id_isize, hc_add_isize)
SCALAR(uintptr_t, hc_id_usize, hc_add_usize)
SCALAR(float, hc_id_f32, hc_add_f32)
SCALAR(double, hc_id_f64, hc_add_f64)

#define NEG(t, u, name) t name(t x) { return (t)(0 - (u)x); }
NEG(int8_t, uint8_t, hc_neg_i8)
NEG(int16_t, uint16_t, hc_neg_i16)
NEG(int32_t, uint32_t, hc_neg_i32)
NEG(int64_t, uint64_t, hc_neg_i64)
NEG(intptr_t, uintptr_t, hc_neg_isize)
float hc_neg_f32(float x) { return -x; }
double hc_neg_f64(double x) { return -x; }
bool hc_id_bool(bool x) { return x; }
bool hc_not(bool x) { return !x; }
int32_t hc_select_i32(bool c, int32_t a, int32_t b) { return c ? a : b; }

#define WIDEN(t, w, name) w name(t x) { return (w)x; }
WIDEN(int8_t, int64_t, hc_widen_i8)
WIDEN(uint8_t, uint64_t, hc_widen_u8)
WIDEN(int16_t, int64_t, hc_widen_i16)
WIDEN(uint16_t, uint64_t, hc_widen_u16)
WIDEN(int32_t, int64_t, hc_widen_i32)
WIDEN(uint32_t, uint64_t, hc_widen_u32)
#define NARROW(t, name) t name(int64_t x) { return (t)x; }
NARROW(int8_t, hc_narrow_i8)
NARROW(uint8_t, hc_narrow_u8)
NARROW(int16_t, hc_narrow_i16)
NARROW(uint16_t, hc_narrow_u16)
NARROW(int32_t, hc_narrow_i32)
NARROW(uint32_t, hc_narrow_u32)

int64_t hc_pow2_i64(uint32_t n, int32_t delta) { return (int64_t)((1ull << (n % 64)) + (uint64_t)(int64_t)delta); }
uint64_t hc_pow2_u64(uint32_t n, int32_t delta) { return (1ull << (n % 64)) + (uint64_t)(int64_t)delta; }
float hc_f32_third(void) { return 1.0f / 3.0f; }

static size_t void_calls;
void hc_void(void) { void_calls++; }
size_t hc_void_count(void) { return void_calls; }

/* `sum((i + 1) * a_i)`, wrapping, and in f64 from -0.0 as Rust's `Sum for f64` does. */
static int64_t weighted_i64(const int64_t *a, size_t n) {
    uint64_t acc = 0;
    for (size_t i = 0; i < n; i++) acc += (uint64_t)(i + 1) * (uint64_t)a[i];
    return (int64_t)acc;
}
static double weighted_f64(const double *a, size_t n) {
    double acc = -0.0;
    for (size_t i = 0; i < n; i++) acc += (double)(i + 1) * a[i];
    return acc;
}
#define I(x) (int64_t)(x)
int64_t hc_sum_i32_0(void) { return 0; }
int64_t hc_sum_i32_1(int32_t a) { int64_t v[] = {a}; return weighted_i64(v, 1); }
int64_t hc_sum_i32_2(int32_t a, int32_t b) { int64_t v[] = {a, b}; return weighted_i64(v, 2); }
int64_t hc_sum_i32_3(int32_t a, int32_t b, int32_t c) { int64_t v[] = {a, b, c}; return weighted_i64(v, 3); }
int64_t hc_sum_i32_4(int32_t a, int32_t b, int32_t c, int32_t d) { int64_t v[] = {a, b, c, d}; return weighted_i64(v, 4); }
int64_t hc_sum_i32_5(int32_t a, int32_t b, int32_t c, int32_t d, int32_t e) { int64_t v[] = {a, b, c, d, e}; return weighted_i64(v, 5); }
int64_t hc_sum_i32_6(int32_t a, int32_t b, int32_t c, int32_t d, int32_t e, int32_t f) { int64_t v[] = {a, b, c, d, e, f}; return weighted_i64(v, 6); }
int64_t hc_sum_i32_7(int32_t a, int32_t b, int32_t c, int32_t d, int32_t e, int32_t f, int32_t g) { int64_t v[] = {a, b, c, d, e, f, g}; return weighted_i64(v, 7); }
int64_t hc_sum_i32_8(int32_t a, int32_t b, int32_t c, int32_t d, int32_t e, int32_t f, int32_t g, int32_t h) { int64_t v[] = {a, b, c, d, e, f, g, h}; return weighted_i64(v, 8); }
int64_t hc_sum_i32_9(int32_t a, int32_t b, int32_t c, int32_t d, int32_t e, int32_t f, int32_t g, int32_t h, int32_t i) { int64_t v[] = {a, b, c, d, e, f, g, h, i}; return weighted_i64(v, 9); }
int64_t hc_sum_i32_10(int32_t a, int32_t b, int32_t c, int32_t d, int32_t e, int32_t f, int32_t g, int32_t h, int32_t i, int32_t j) { int64_t v[] = {a, b, c, d, e, f, g, h, i, j}; return weighted_i64(v, 10); }
int64_t hc_sum_i32_11(int32_t a, int32_t b, int32_t c, int32_t d, int32_t e, int32_t f, int32_t g, int32_t h, int32_t i, int32_t j, int32_t k) { int64_t v[] = {a, b, c, d, e, f, g, h, i, j, k}; return weighted_i64(v, 11); }
int64_t hc_sum_i32_12(int32_t a, int32_t b, int32_t c, int32_t d, int32_t e, int32_t f, int32_t g, int32_t h, int32_t i, int32_t j, int32_t k, int32_t l) { int64_t v[] = {a, b, c, d, e, f, g, h, i, j, k, l}; return weighted_i64(v, 12); }
int64_t hc_sum_i32_13(int32_t a, int32_t b, int32_t c, int32_t d, int32_t e, int32_t f, int32_t g, int32_t h, int32_t i, int32_t j, int32_t k, int32_t l, int32_t m) { int64_t v[] = {a, b, c, d, e, f, g, h, i, j, k, l, m}; return weighted_i64(v, 13); }
int64_t hc_sum_i32_14(int32_t a, int32_t b, int32_t c, int32_t d, int32_t e, int32_t f, int32_t g, int32_t h, int32_t i, int32_t j, int32_t k, int32_t l, int32_t m, int32_t n) { int64_t v[] = {a, b, c, d, e, f, g, h, i, j, k, l, m, n}; return weighted_i64(v, 14); }
int64_t hc_sum_i32_15(int32_t a, int32_t b, int32_t c, int32_t d, int32_t e, int32_t f, int32_t g, int32_t h, int32_t i, int32_t j, int32_t k, int32_t l, int32_t m, int32_t n, int32_t o) { int64_t v[] = {a, b, c, d, e, f, g, h, i, j, k, l, m, n, o}; return weighted_i64(v, 15); }
int64_t hc_sum_i32_16(int32_t a, int32_t b, int32_t c, int32_t d, int32_t e, int32_t f, int32_t g, int32_t h, int32_t i, int32_t j, int32_t k, int32_t l, int32_t m, int32_t n, int32_t o, int32_t p) { int64_t v[] = {a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, p}; return weighted_i64(v, 16); }

#define P16(t) t a1, t a2, t a3, t a4, t a5, t a6, t a7, t a8, t a9, t a10, t a11, t a12, t a13, t a14, t a15, t a16
#define L16(c) c(a1), c(a2), c(a3), c(a4), c(a5), c(a6), c(a7), c(a8), c(a9), c(a10), c(a11), c(a12), c(a13), c(a14), c(a15), c(a16)
#define D(x) (double)(x)
int64_t hc_many_i64_16(P16(int64_t)) { int64_t v[] = {L16(I)}; return weighted_i64(v, 16); }
double hc_many_f64_16(P16(double)) { double v[] = {L16(D)}; return weighted_f64(v, 16); }
double hc_many_f32_16(P16(float)) { double v[] = {L16(D)}; return weighted_f64(v, 16); }
uint32_t hc_many_u8_16(P16(uint8_t)) { int64_t v[] = {L16(I)}; return (uint32_t)weighted_i64(v, 16); }
int64_t hc_many_i16_16(P16(int16_t)) { int64_t v[] = {L16(I)}; return weighted_i64(v, 16); }

double hc_mix12(int32_t a1, double a2, int64_t a3, float a4, uint8_t a5, double a6, int16_t a7,
                double a8, uint32_t a9, double a10, int64_t a11, double a12) {
    double v[] = {D(a1), a2, D(a3), D(a4), D(a5), a6, D(a7), a8, D(a9), a10, D(a11), a12};
    return weighted_f64(v, 12);
}
double hc_mixed_a(float a1, int8_t a2, double a3, uint16_t a4, bool a5, int64_t a6) {
    double v[] = {D(a1), D(a2), a3, D(a4), a5 ? 1.0 : 0.0, D(a6)};
    return weighted_f64(v, 6);
}
double hc_every_scalar(int8_t a1, uint8_t a2, int16_t a3, uint16_t a4, int32_t a5, uint32_t a6,
                       int64_t a7, uint64_t a8, intptr_t a9, uintptr_t a10, float a11, double a12,
                       bool a13) {
    double v[] = {D(a1), D(a2), D(a3), D(a4), D(a5), D(a6), D(a7), D(a8), D(a9), D(a10), D(a11),
                  a12, a13 ? 1.0 : 0.0};
    return weighted_f64(v, 13);
}
double hc_interleave16(int32_t a1, double a2, int32_t a3, double a4, int32_t a5, double a6,
                       int32_t a7, double a8, int32_t a9, double a10, int32_t a11, double a12,
                       int32_t a13, double a14, int32_t a15, double a16) {
    double v[] = {L16(D)};
    return weighted_f64(v, 16);
}
double hc_spill16(double a1, double a2, double a3, double a4, double a5, double a6, double a7,
                  double a8, double a9, int32_t a10, int32_t a11, int32_t a12, int32_t a13,
                  int32_t a14, int32_t a15, int32_t a16) {
    double v[] = {L16(D)};
    return weighted_f64(v, 16);
}

static uint32_t fnv1a32(const uint8_t *b, size_t n) {
    uint32_t h = 0x811c9dc5u;
    for (size_t i = 0; i < n; i++) h = (h ^ b[i]) * 0x01000193u;
    return h;
}
static uint32_t crc32(const uint8_t *b, size_t n) {
    uint32_t crc = ~0u;
    for (size_t i = 0; i < n; i++) {
        crc ^= b[i];
        for (int k = 0; k < 8; k++) crc = crc & 1 ? (crc >> 1) ^ 0xEDB88320u : crc >> 1;
    }
    return ~crc;
}
static size_t slen(const char *s) { return s ? strlen(s) : 0; }
size_t hc_strlen(const char *s) { return slen(s); }
uint32_t hc_str_checksum(const char *s) { return fnv1a32((const uint8_t *)s, slen(s)); }
int32_t hc_str_cmp(const char *a, const char *b) {
    size_t la = slen(a), lb = slen(b), n = la < lb ? la : lb;
    int c = n ? memcmp(a, b, n) : 0;
    if (c != 0) return c < 0 ? -1 : 1;
    return la < lb ? -1 : la > lb ? 1 : 0;
}
const char *hc_str_identity(const char *s) { return s; }
const char *hc_str_skip(const char *s, uint32_t n) {
    if (!s) return s;
    size_t len = strlen(s);
    return s + (n < len ? n : len);
}
uint32_t hc_buf_first(const uint8_t *b) { return b ? b[0] : 0; }
bool hc_buf_is_null(const uint8_t *b) { return b == NULL; }
void hc_buf_fill(uint8_t *b, size_t len, uint8_t val) { if (b && len) memset(b, val, len); }
uint32_t hc_buf_crc(const uint8_t *b, size_t len) { return b && len ? crc32(b, len) : crc32(NULL, 0); }
double hc_mixed_refs(const char *s, double x, const uint8_t *b, size_t len, bool flag) {
    uint64_t sum = 0;
    if (b) for (size_t i = 0; i < len; i++) sum += b[i];
    return (double)slen(s) + 2.0 * x + 3.0 * (double)sum + (flag ? 1000.0 : 0.0);
}

static uint64_t weighted_bytes(const uint8_t *p, size_t len) {
    uint64_t acc = 0;
    if (p) for (size_t i = 0; i < len; i++) acc += (uint64_t)(i + 1) * p[i];
    return acc;
}
uint64_t hc_slice_sum(const uint8_t *p, size_t len) { return weighted_bytes(p, len) + ((uint64_t)len << 32); }
size_t hc_slice_len(const uint8_t *p, size_t len) { (void)p; return len; }
int32_t hc_slice_ptr_is_null(const uint8_t *p, size_t len) { (void)len; return p == NULL; }
void hc_slice_fill(uint8_t *p, size_t len, uint8_t val) { if (len) memset(p, val, len); }
size_t hc_slice_copy(uint8_t *dst, size_t dl, const uint8_t *src, size_t sl) {
    size_t n = dl < sl ? dl : sl;
    if (n) memmove(dst, src, n);
    return n;
}
double hc_slice_split(int32_t a, int32_t b, int32_t c, int32_t d, int32_t e, const uint8_t *p,
                      size_t len, double x) {
    double v[] = {D(a), D(b), D(c), D(d), D(e)};
    double ints = weighted_f64(v, 5);
    return ints + 1000.0 * (double)weighted_bytes(p, len) + 1e6 * (double)len + x;
}
double hc_slice_mixed(uint8_t k, const uint8_t *a, size_t al, double x, int64_t n, const uint8_t *b,
                      size_t bl, bool flag, int16_t m) {
    return (double)k + 2.0 * x + 3.0 * (double)n + 5.0 * (double)m
        + 7.0 * (double)weighted_bytes(a, al) + 11.0 * (double)weighted_bytes(b, bl)
        + 13.0 * (double)al + 17.0 * (double)bl + (flag ? 1000.0 : 0.0);
}
int64_t hc_slice_sum30(const uint8_t *p, size_t len, int64_t a0, int64_t a1, int64_t a2,
                       int64_t a3, int64_t a4, int64_t a5, int64_t a6, int64_t a7, int64_t a8,
                       int64_t a9, int64_t a10, int64_t a11, int64_t a12, int64_t a13,
                       int64_t a14, int64_t a15, int64_t a16, int64_t a17, int64_t a18,
                       int64_t a19, int64_t a20, int64_t a21, int64_t a22, int64_t a23,
                       int64_t a24, int64_t a25, int64_t a26, int64_t a27, int64_t a28,
                       int64_t a29) {
    int64_t xs[] = {a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15,
                    a16, a17, a18, a19, a20, a21, a22, a23, a24, a25, a26, a27, a28, a29};
    return (int64_t)(hc_slice_sum(p, len) + (uint64_t)weighted_i64(xs, 30));
}

void *hc_ptr_identity(void *p) { return p; }
bool hc_ptr_is_null(const void *p) { return p == NULL; }
const void *hc_ptr_offset(const void *p, intptr_t off) { return (const void *)((uintptr_t)p + (uintptr_t)off); }
void *hc_static_ptr(void) { return fixed(); }
const char *hc_greeting(int32_t which) {
    return which == 1 ? "h\xc3\xa9llo from hostcall" : which == 2 ? "" : NULL;
}
uint8_t hc_ptr_read_u8(const void *p, size_t off) { return ((const uint8_t *)p)[off]; }
size_t hc_i32_array_len(void) { return 16; }
const int32_t *hc_i32_array(void) { return (const int32_t *)(fixed() + 0x100); }
const uint8_t *hc_view_bytes(void) { return fixed() + 0x200; }
const void *hc_fn_add_i32(void) { return fixed() + 0x300; }
int32_t hc_is_null(const void *p) { return p == NULL; }
double hc_sum19(int8_t a0, uint8_t a1, int16_t a2, uint16_t a3, int32_t a4, uint32_t a5,
                int64_t a6, uint64_t a7, float a8, double a9, int32_t a10, double a11,
                int32_t a12, double a13, int32_t a14, double a15, intptr_t a16, uintptr_t a17,
                double a18) {
    double v[] = {D(a0), D(a1), D(a2), D(a3), D(a4), D(a5), D(a6), D(a7), D(a8), a9, D(a10),
                  a11, D(a12), a13, D(a14), a15, D(a16), D(a17), a18};
    return weighted_f64(v, 19);
}
int64_t hc_sum32(int64_t a0, int64_t a1, int64_t a2, int64_t a3, int64_t a4, int64_t a5,
                 int64_t a6, int64_t a7, int64_t a8, int64_t a9, int64_t a10, int64_t a11,
                 int64_t a12, int64_t a13, int64_t a14, int64_t a15, int64_t a16, int64_t a17,
                 int64_t a18, int64_t a19, int64_t a20, int64_t a21, int64_t a22, int64_t a23,
                 int64_t a24, int64_t a25, int64_t a26, int64_t a27, int64_t a28, int64_t a29,
                 int64_t a30, int64_t a31) {
    int64_t xs[] = {a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15, a16,
                    a17, a18, a19, a20, a21, a22, a23, a24, a25, a26, a27, a28, a29, a30, a31};
    return weighted_i64(xs, 32);
}

bool hc_value_ptr_nonnull(const void *v) { return v != NULL; }
uint64_t hc_value_echo8(const void *v) { uint64_t w; memcpy(&w, v, 8); return w; }
typedef struct { uint64_t words[2]; } HcValue16;
HcValue16 hc_value_echo16(const void *v) { HcValue16 w; memcpy(&w, v, 16); return w; }

int32_t hc_checked_div(HostCtx *ctx, int32_t a, int32_t b) {
    if (b == 0) { report(ctx, 2, "division by zero"); return 0; }
    if (a == INT32_MIN && b == -1) { report(ctx, 2, "division overflow"); return 0; }
    return a / b;
}
int32_t hc_ctx_ok(HostCtx *ctx, int32_t x) { return ctx ? (int32_t)((uint32_t)x * 3u) : -1; }
int32_t hc_ctx_report_twice(HostCtx *ctx) {
    report(ctx, 0, "first");
    report(ctx, 1, "second");
    return 7;
}
/* The Rust function decodes the message lossily (invalid UTF-8 as U+FFFD); the corpus only
   passes valid UTF-8 here. */
void hc_ctx_fail(HostCtx *ctx, uint8_t kind, const char *msg) {
    if (kind > 2) return;
    report(ctx, kind, msg ? msg : "");
}

typedef struct { int32_t value; } Counter;
int32_t hc_counter_get(Counter *c) { return c->value; }
int32_t hc_counter_add(Counter *c, int32_t x) { c->value = (int32_t)((uint32_t)c->value + (uint32_t)x); return c->value; }
int32_t hc_counter_div(HostCtx *ctx, Counter *c, int32_t d) {
    if (d == 0) { report(ctx, 2, "division by zero"); return 0; }
    if (c->value == INT32_MIN && d == -1) { report(ctx, 2, "division overflow"); return 0; }
    c->value /= d;
    return c->value;
}

int32_t rust_panicking(HostCtx *ctx, int32_t x) {
    if (x == 13) { report(ctx, 0, "host function panicked: unlucky 13"); return 0; }
    return (int32_t)((uint32_t)x * 2u);
}
double rust_fallible(HostCtx *ctx, double x) {
    if (x < 0.0) {
        char msg[64];
        snprintf(msg, sizeof msg, "cannot take the square root of %g", x);
        report(ctx, 2, msg);
        return 0.0;
    }
    return sqrt(x);
}
