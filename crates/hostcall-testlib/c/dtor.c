/* libhostcall_dtor.so: a library whose constructor and destructor call back into a script,
 * and whose detached thread calls a callback later: the attacks of issue 19 on unloading.
 *
 * - Its constructor calls the load hook of the opening thread (libhostcall_hooks.so, which
 *   this library links), if the script set one.
 * - Its destructor calls the callback the script registered with hcd_on_unload, only
 *   through that pointer, and notes the result in the registered slot of the hooks library
 *   (which outlives this one).
 * - hcd_call_later starts a detached thread that sleeps, calls a callback, then runs more of
 *   this library's code before it notes the result: if the library were unmapped meanwhile,
 *   the thread would crash.
 */
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <time.h>

typedef int32_t (*hcd_fn)(int32_t);

int32_t hch_fire_load(void);
void hch_note(int32_t slot, int32_t v);

static hcd_fn unload_cb;
static int32_t unload_slot;
static int32_t loaded_with;
static int32_t in_fini;

__attribute__((constructor)) static void hcd_init(void) {
    loaded_with = hch_fire_load();
}

__attribute__((destructor)) static void hcd_fini(void) {
    hcd_fn f = unload_cb;
    if (!f) return;
    __atomic_store_n(&in_fini, 1, __ATOMIC_SEQ_CST);
    int32_t v = f(unload_slot);
    __atomic_store_n(&in_fini, 0, __ATOMIC_SEQ_CST);
    hch_note(unload_slot, v);
}

/* Registers the callback the destructor calls (with `slot`; NULL: none). */
void hcd_on_unload(hcd_fn cb, int32_t slot) {
    unload_cb = cb;
    unload_slot = slot;
}

/* What the load hook returned when this copy was loaded (-1: there was none). */
int32_t hcd_loaded_with(void) { return loaded_with; }

/* 1 while the destructor's callback runs. */
int32_t hcd_in_fini(void) { return __atomic_load_n(&in_fini, __ATOMIC_SEQ_CST); }

int32_t hcd_add(int32_t a, int32_t b) { return a + b; }

/* Calls `cb(x)` now and returns its result (-1 for NULL). */
int32_t hcd_call(hcd_fn cb, int32_t x) { return cb ? cb(x) : -1; }

struct later {
    hcd_fn cb;
    int32_t slot;
    int32_t x;
    uint32_t ms;
};

static void *later_main(void *p) {
    struct later l = *(struct later *)p;
    free(p);
    struct timespec t = {(time_t)(l.ms / 1000), (long)(l.ms % 1000) * 1000000L};
    while (nanosleep(&t, &t) != 0) {
    }
    int32_t v = l.cb(l.x);
    /* More of this library's code after the callback returned. */
    volatile int32_t acc = 0;
    for (int32_t i = 0; i < 1000; i++) acc += i & 1;
    hch_note(l.slot, acc == 500 ? v : -2);
    return NULL;
}

/* Starts a detached thread that sleeps `ms` milliseconds, calls `cb(x)`, runs a little more
 * of this library's code and notes the callback's result in `slot`. 0 when started. */
int32_t hcd_call_later(hcd_fn cb, int32_t slot, int32_t x, uint32_t ms) {
    if (!cb) return -1;
    struct later *l = malloc(sizeof *l);
    if (!l) return -1;
    l->cb = cb;
    l->slot = slot;
    l->x = x;
    l->ms = ms;
    pthread_t t;
    pthread_attr_t a;
    pthread_attr_init(&a);
    pthread_attr_setdetachstate(&a, PTHREAD_CREATE_DETACHED);
    int r = pthread_create(&t, &a, later_main, l);
    pthread_attr_destroy(&a);
    if (r != 0) {
        free(l);
        return -1;
    }
    return 0;
}
