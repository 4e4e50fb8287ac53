/* libhostcall_hooks.so: what outlives the libraries that call back from their constructors
 * and destructors (libhostcall_dtor.so, which links this one).
 *
 * - A load hook per thread: a script stores a callback here (hch_set_load_hook) before it
 *   opens libhostcall_dtor.so; that library's constructor, which runs on the thread that
 *   opens it, calls the hook (hch_fire_load). Per thread, so engines on other threads (tests
 *   run in parallel) never see each other's hooks.
 * - Notes: 64 slots, each counting notes and keeping the last value noted (hch_note), which
 *   a destructor or a thread uses to say what its callback returned, after the library that
 *   noted it is gone.
 */
#include <stdint.h>

typedef int32_t (*hch_fn)(int32_t);

#define HCH_SLOTS 64

static __thread hch_fn load_hook;
static __thread int32_t load_slot;
static int32_t counts[HCH_SLOTS];
static int32_t lasts[HCH_SLOTS];

/* Notes `v` in `slot` (ignored outside 0..63). Thread-safe. */
void hch_note(int32_t slot, int32_t v) {
    if ((uint32_t)slot >= HCH_SLOTS) return;
    __atomic_store_n(&lasts[slot], v, __ATOMIC_SEQ_CST);
    __atomic_fetch_add(&counts[slot], 1, __ATOMIC_SEQ_CST);
}

/* How many notes `slot` has (-1 outside 0..63). */
int32_t hch_count(int32_t slot) {
    if ((uint32_t)slot >= HCH_SLOTS) return -1;
    return __atomic_load_n(&counts[slot], __ATOMIC_SEQ_CST);
}

/* The last value noted in `slot` (-1 outside 0..63). */
int32_t hch_last(int32_t slot) {
    if ((uint32_t)slot >= HCH_SLOTS) return -1;
    return __atomic_load_n(&lasts[slot], __ATOMIC_SEQ_CST);
}

/* Clears `slot`. */
void hch_clear(int32_t slot) {
    if ((uint32_t)slot >= HCH_SLOTS) return;
    __atomic_store_n(&lasts[slot], 0, __ATOMIC_SEQ_CST);
    __atomic_store_n(&counts[slot], 0, __ATOMIC_SEQ_CST);
}

/* Sets this thread's load hook (NULL: none) and the slot its results are noted in. */
void hch_set_load_hook(hch_fn cb, int32_t slot) {
    load_hook = cb;
    load_slot = slot;
}

/* Calls this thread's load hook with its slot and notes the result there; -1 without a hook. */
int32_t hch_fire_load(void) {
    hch_fn f = load_hook;
    if (!f) return -1;
    int32_t v = f(load_slot);
    hch_note(load_slot, v);
    return v;
}
