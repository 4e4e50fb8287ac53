//! Timers (`setTimeout`, `setInterval`, `clearTimeout`, `clearInterval`) and the main
//! module's evaluation, as work for the engine's loop ([`hostcall_quickjs::LoopHook`]).
//!
//! Order is HTML's and Deno's: by deadline, then by creation (a sequence number breaks
//! ties), one timer per turn of the loop, with every job (promise reaction, microtask)
//! drained between two timers. Delays count from the turn's start (the loop's cached time,
//! as libuv keeps it for Deno and Node), so the order of timers made in one turn does not
//! depend on how fast the code between them ran. A pending timer keeps the loop alive. An
//! interval is rescheduled `delay` after its callback returns, unless the callback cleared
//! it. Delays are `ToNumber`ed by the caller (so `valueOf` runs before anything is
//! scheduled; a BigInt is a `TypeError`); NaN and negative delays are 0, delays past
//! 2^31 - 1 ms (`Infinity` too) are 1 ms with a `TimeoutOverflowWarning` on stderr, as in
//! Node and Deno. Not done: HTML's 4 ms clamp of deeply nested timers (Deno does not clamp
//! either), `Deno.unrefTimer`.

use std::cell::RefCell;
use std::collections::{BTreeMap, HashMap};
use std::time::{Duration, Instant};

use hostcall_quickjs::LoopHook;
use rquickjs::function::Rest;
use rquickjs::promise::PromiseState;
use rquickjs::{Ctx, Function, Persistent, Promise, Value};

/// The longest delay a timer waits, in milliseconds (2^31 - 1: a signed 32-bit integer, as
/// in Node and Deno).
pub const MAX_DELAY_MS: f64 = 2_147_483_647.0;

/// The delay of a timer asked to wait `delay_ms` (already `ToNumber`ed): NaN and negatives
/// are 0; past [`MAX_DELAY_MS`] (`Infinity` included) it is 1 ms, with Node's and Deno's
/// `TimeoutOverflowWarning` on stderr.
fn delay_of(delay_ms: f64) -> Duration {
    if delay_ms > MAX_DELAY_MS {
        let shown = if delay_ms.is_infinite() {
            "Infinity".to_string()
        } else if delay_ms.fract() == 0.0 && delay_ms < 1e21 {
            format!("{delay_ms:.0}")
        } else {
            delay_ms.to_string()
        };
        use std::io::Write as _;
        let _ = writeln!(
            std::io::stderr().lock(),
            "TimeoutOverflowWarning: {shown} does not fit into a 32-bit signed integer.\nTimeout duration was set to 1."
        );
        return Duration::from_millis(1);
    }
    if delay_ms > 0.0 {
        Duration::from_secs_f64(delay_ms / 1000.0)
    } else {
        Duration::ZERO
    }
}

/// One timer.
struct Timer {
    key: (Instant, u64),
    callback: Persistent<Function<'static>>,
    args: Vec<Persistent<Value<'static>>>,
    repeat: Option<Duration>,
}

#[derive(Default)]
struct State {
    next_id: u32,
    seq: u64,
    queue: BTreeMap<(Instant, u64), u32>,
    live: HashMap<u32, Timer>,
    main: Option<Persistent<Promise<'static>>>,
    /// The loop's time for this turn (as libuv's cached loop time): timers created in one
    /// turn count their delay from the same instant, so `setTimeout(f, 10)` then
    /// `setTimeout(g, 0)` always runs `g` first, however slow the code between them. Taken
    /// when a turn starts or by the turn's first timer, forgotten before the loop waits.
    turn: Option<Instant>,
}

/// The timers of one engine, and the main module's evaluation promise.
#[derive(Default)]
pub struct Timers(RefCell<State>);

impl Timers {
    /// Schedules `callback(...args)` after `delay_ms`; every `delay_ms` if `repeat`.
    /// Returns the timer's id (from 1).
    pub fn add<'js>(
        &self,
        ctx: &Ctx<'js>,
        callback: Function<'js>,
        delay_ms: f64,
        repeat: bool,
        args: Vec<Value<'js>>,
    ) -> u32 {
        let delay = delay_of(delay_ms);
        let mut s = self.0.borrow_mut();
        let base = *s.turn.get_or_insert_with(Instant::now);
        // Ids wrap after 2^32 timers: one still live (a long interval) is skipped, so a new
        // timer never takes over its queue entry.
        loop {
            s.next_id = s.next_id.wrapping_add(1).max(1);
            if !s.live.contains_key(&s.next_id) {
                break;
            }
        }
        let id = s.next_id;
        s.seq += 1;
        let key = (base + delay, s.seq);
        s.queue.insert(key, id);
        s.live.insert(
            id,
            Timer {
                key,
                callback: Persistent::save(ctx, callback),
                args: args.into_iter().map(|a| Persistent::save(ctx, a)).collect(),
                repeat: repeat.then_some(delay),
            },
        );
        id
    }

    /// Cancels timer `id` (no effect if it fired or never existed).
    pub fn clear(&self, id: u32) {
        let mut s = self.0.borrow_mut();
        if let Some(t) = s.live.remove(&id) {
            s.queue.remove(&t.key);
        }
    }

    /// Timers pending now.
    pub fn pending(&self) -> usize {
        self.0.borrow().live.len()
    }

    /// Watches the main module's evaluation: a rejection ends the loop as uncaught.
    pub fn watch_main<'js>(&self, ctx: &Ctx<'js>, promise: Promise<'js>) {
        // A handler, so the rejection tracker does not also report it "(in promise)".
        if let Ok(catch) = promise.catch() {
            let noop = Function::new(ctx.clone(), || ());
            if let Ok(noop) = noop {
                let _ = catch.call::<_, Value>((rquickjs::function::This(promise.clone()), noop));
            }
        }
        self.0.borrow_mut().main = Some(Persistent::save(ctx, promise));
    }

    /// The main module's evaluation, when it has not settled.
    pub fn main_pending(&self, ctx: &Ctx<'_>) -> bool {
        let s = self.0.borrow();
        match &s.main {
            None => false,
            Some(p) => match p.clone().restore(ctx) {
                Ok(p) => p.state() == PromiseState::Pending,
                Err(_) => false,
            },
        }
    }

    /// The main module's evaluation promise, while it is watched (not yet settled and seen
    /// by the loop).
    pub fn main_promise<'js>(&self, ctx: &Ctx<'js>) -> Option<Promise<'js>> {
        let main = self.0.borrow().main.clone();
        main.and_then(|p| p.restore(ctx).ok())
    }

    /// Throws the main module's rejection, if it was rejected (and forgets it): what the
    /// loop does on its next turn, for a caller that stopped the loop before that turn.
    pub fn take_main_rejection(&self, ctx: &Ctx<'_>) -> rquickjs::Result<()> {
        self.check_main(ctx)
    }

    /// Releases every value held (before the engine's context is freed).
    pub fn release(&self) {
        let mut s = self.0.borrow_mut();
        s.queue.clear();
        s.live.clear();
        s.main = None;
    }

    /// Throws the main module's rejection, if it was rejected (and forgets it).
    fn check_main(&self, ctx: &Ctx<'_>) -> rquickjs::Result<()> {
        let main = self.0.borrow().main.clone();
        let Some(p) = main else { return Ok(()) };
        let p = p.restore(ctx)?;
        match p.state() {
            PromiseState::Pending => Ok(()),
            PromiseState::Resolved => {
                self.0.borrow_mut().main = None;
                Ok(())
            }
            PromiseState::Rejected => {
                self.0.borrow_mut().main = None;
                let reason: Value = match p.result::<Value>() {
                    Some(Err(rquickjs::Error::Exception)) => ctx.catch(),
                    Some(Ok(v)) => v,
                    Some(Err(e)) => return Err(e),
                    None => Value::new_undefined(ctx.clone()),
                };
                Err(ctx.throw(reason))
            }
        }
    }
}

impl LoopHook for Timers {
    fn run_ready(&self, ctx: &Ctx<'_>) -> rquickjs::Result<bool> {
        self.check_main(ctx)?;
        let now = Instant::now();
        self.0.borrow_mut().turn = Some(now);
        let (callback, args, id) = {
            let mut s = self.0.borrow_mut();
            let Some((&key, &id)) = s.queue.iter().next() else {
                return Ok(false);
            };
            if key.0 > now {
                return Ok(false);
            }
            s.queue.remove(&key);
            // Every queued id is live (`clear` removes both); a stale one is skipped.
            let repeat = s.live.get(&id).and_then(|t| t.repeat).is_some();
            let taken = if repeat {
                s.live
                    .get(&id)
                    .map(|t| (t.callback.clone(), t.args.clone()))
            } else {
                s.live.remove(&id).map(|t| (t.callback, t.args))
            };
            let Some((callback, args)) = taken else {
                return Ok(true);
            };
            (callback, args, id)
        };
        let f = callback.restore(ctx)?;
        let args = args
            .into_iter()
            .map(|a| a.restore(ctx))
            .collect::<rquickjs::Result<Vec<_>>>()?;
        let result = f.call::<_, Value>((Rest(args),));
        // An interval not cleared by its callback runs again `delay` from now.
        let mut s = self.0.borrow_mut();
        let seq = s.seq + 1;
        let base = *s.turn.get_or_insert_with(Instant::now);
        if let Some(t) = s.live.get_mut(&id) {
            if let Some(d) = t.repeat {
                t.key = (base + d, seq);
                let key = t.key;
                s.seq = seq;
                s.queue.insert(key, id);
            }
        }
        drop(s);
        result.map(|_| true)
    }

    fn next_deadline(&self) -> Option<Instant> {
        // Called before the loop waits: the turn is over.
        let mut s = self.0.borrow_mut();
        s.turn = None;
        s.queue.keys().next().map(|k| k.0)
    }
}
