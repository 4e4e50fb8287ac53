//! Classes by an import swap: the same `#[class]`/`#[methods]` source expanded twice, once
//! with rquickjs's macros and once with hostcall's (`hostcall_quickjs::{class, methods}`),
//! each run on the same scripts; every member kind (methods on `&self`, `&mut self`,
//! `This<Class<T>>`, `This<OwnedBorrowMut<T>>`, getters, setters, a constructor, statics,
//! renames, `prop`, `skip`) must give the same output and the same exceptions, including a
//! re-entrant `&mut self` call (rquickjs's borrow error), a method called on the wrong
//! `this`, and a getter read on the prototype itself. The classes: rquickjs's documentation
//! example, and two written after LLRT's (a `Headers`-like map with a `'js` lifetime and a
//! callback, and a `Hash`-like builder returning its own `Class`).

#[cfg(feature = "rquickjs-0-12")]
extern crate rquickjs_0_12 as rquickjs;
#[cfg(feature = "rquickjs-0-13")]
extern crate rquickjs_0_13 as rquickjs;

use rquickjs::{CatchResultExt, Context, Runtime};

/// The classes, generic over which macros expand them.
macro_rules! classes {
    ($class:path, $methods:path) => {
        use rquickjs::atom::PredefinedAtom;
        use rquickjs::class::{OwnedBorrowMut, Trace};
        use rquickjs::function::{Func, Opt, This};
        use rquickjs::{Class, Ctx, Function, JsLifetime, Object, Result, Value};

        /// rquickjs's documentation example of `#[methods]`.
        #[derive(Trace, JsLifetime)]
        #[$class]
        pub struct TestClass {
            value: u32,
            another_value: u32,
        }

        #[$methods]
        impl TestClass {
            #[qjs(constructor)]
            pub fn new(value: u32) -> Self {
                TestClass {
                    value,
                    another_value: value,
                }
            }

            #[qjs(get, rename = "value")]
            pub fn get_value(&self) -> u32 {
                self.value
            }

            #[qjs(set, rename = "value")]
            pub fn set_value(&mut self, v: u32) {
                self.value = v
            }

            #[qjs(get, rename = "anotherValue", enumerable)]
            pub fn get_another_value(&self) -> u32 {
                self.another_value
            }

            #[qjs(set, rename = "anotherValue", enumerable)]
            pub fn set_another_value(&mut self, v: u32) {
                self.another_value = v
            }

            #[qjs(static)]
            pub fn compare(a: &Self, b: &Self) -> bool {
                a.value == b.value && a.another_value == b.another_value
            }

            #[qjs(skip)]
            pub fn inner_function(&self) {}

            #[qjs(prop, rename = PredefinedAtom::SymbolToStringTag, configurable)]
            pub fn to_string_tag() -> &'static str {
                "TestClass"
            }

            #[qjs(prop, rename = "kind", configurable, enumerable, writable)]
            pub fn kind() -> &'static str {
                "test"
            }

            #[qjs(rename = PredefinedAtom::SymbolIterator)]
            pub fn iterate<'js>(&self, ctx: Ctx<'js>) -> Result<Object<'js>> {
                let res = Object::new(ctx)?;
                res.set(
                    PredefinedAtom::Next,
                    Func::from(|ctx: Ctx<'js>| -> Result<Object<'js>> {
                        let res = Object::new(ctx)?;
                        res.set(PredefinedAtom::Done, true)?;
                        Ok(res)
                    }),
                )?;
                Ok(res)
            }

            /// A plain `&self` method with lane parameters (the benched shape).
            pub fn scaled(&self, k: u32, offset: f64) -> f64 {
                f64::from(self.value * k) + offset
            }
        }

        /// After LLRT's `Headers`: a class with a `'js` lifetime holding script values.
        #[derive(Trace, JsLifetime)]
        #[$class(rename = "Headers")]
        pub struct Headers<'js> {
            names: Vec<String>,
            values: Vec<Value<'js>>,
        }

        #[$methods(rename_all = "camelCase")]
        impl<'js> Headers<'js> {
            #[qjs(constructor)]
            pub fn new(init: Opt<Object<'js>>) -> Result<Self> {
                let mut h = Headers {
                    names: Vec::new(),
                    values: Vec::new(),
                };
                if let Some(o) = init.0 {
                    for kv in o.props::<String, Value<'js>>() {
                        let (k, v) = kv?;
                        h.append(k, v);
                    }
                }
                Ok(h)
            }

            pub fn append(&mut self, name: String, value: Value<'js>) {
                self.names.push(name.to_lowercase());
                self.values.push(value);
            }

            pub fn get(&self, name: String) -> Option<Value<'js>> {
                let name = name.to_lowercase();
                let i = self.names.iter().position(|k| *k == name)?;
                Some(self.values[i].clone())
            }

            pub fn has_header(&self, name: String) -> bool {
                let name = name.to_lowercase();
                self.names.iter().any(|k| *k == name)
            }

            #[qjs(get)]
            pub fn size(&self) -> usize {
                self.names.len()
            }

            /// Calls back into script while `self` is borrowed mutably: a call of another
            /// `&mut self` method from the callback is rquickjs's borrow error.
            pub fn for_each_mut(&mut self, cb: Function<'js>) -> Result<()> {
                for (k, v) in self.names.clone().into_iter().zip(self.values.clone()) {
                    cb.call::<_, ()>((v, k))?;
                }
                let t = Value::new_bool(cb.ctx().clone(), true);
                self.append("visited".into(), t);
                Ok(())
            }

            /// Calls back into script while `self` is borrowed: reading is allowed.
            pub fn for_each(&self, cb: Function<'js>) -> Result<()> {
                for (k, v) in self.names.iter().zip(self.values.iter()) {
                    cb.call::<_, ()>((v.clone(), k.clone()))?;
                }
                Ok(())
            }

            #[qjs(get, rename = "first")]
            pub fn get_first(&self) -> Option<Value<'js>> {
                self.values.first().cloned()
            }

            #[qjs(set, rename = "first")]
            pub fn set_first(&mut self, v: Value<'js>) {
                if let Some(e) = self.values.first_mut() {
                    *e = v;
                }
            }
        }

        /// After LLRT's `Hash`: a builder whose `update` returns its own `Class` (chaining),
        /// with `This<Class<T>>` and `This<OwnedBorrowMut<T>>` receivers and statics.
        #[derive(Trace, JsLifetime, Clone)]
        #[$class]
        pub struct Hasher {
            #[qjs(skip_trace)]
            state: u64,
            #[qjs(get, set)]
            rounds: u32,
        }

        #[$methods]
        impl Hasher {
            #[qjs(constructor)]
            pub fn new(seed: Opt<u32>) -> Self {
                Hasher {
                    state: u64::from(seed.0.unwrap_or(0)),
                    rounds: 0,
                }
            }

            pub fn update<'js>(
                this: This<Class<'js, Self>>,
                data: String,
            ) -> Result<Class<'js, Self>> {
                {
                    let mut h = this.0.try_borrow_mut()?;
                    for b in data.bytes() {
                        h.state = h.state.wrapping_mul(31).wrapping_add(u64::from(b));
                    }
                    h.rounds += 1;
                }
                Ok(this.0)
            }

            pub fn reset(mut this: This<OwnedBorrowMut<'_, Self>>, to: f64) -> f64 {
                this.0.state = to as u64;
                to
            }

            pub fn digest(&self) -> String {
                format!("{:016x}", self.state)
            }

            /// A class value by value (`self`): rquickjs's `FromJs` of a `Clone` class.
            pub fn copy_state(self) -> f64 {
                self.state as f64
            }

            #[qjs(static, rename = "of")]
            pub fn of_string<'js>(ctx: Ctx<'js>, data: String) -> Result<Class<'js, Self>> {
                let c = Class::instance(ctx, Hasher::new(Opt(None)))?;
                Hasher::update(This(c), data)
            }

            #[qjs(get, static)]
            pub fn algorithm() -> &'static str {
                "mul31"
            }

            /// Throws an rquickjs error of its own.
            pub fn check(&self, max: i32) -> Result<i32> {
                if (self.rounds as i32) > max {
                    return Err(rquickjs::Error::new_from_js_message(
                        "hasher",
                        "rounds",
                        "too many rounds",
                    ));
                }
                Ok(self.rounds as i32)
            }
        }

        /// Defines the classes on the context's globals.
        pub fn define(ctx: &Ctx<'_>) -> Result<()> {
            Class::<TestClass>::define(&ctx.globals())?;
            Class::<Headers>::define(&ctx.globals())?;
            Class::<Hasher>::define(&ctx.globals())?;
            Ok(())
        }
    };
}

mod rq {
    classes!(rquickjs::class, rquickjs::methods);
}

mod hc {
    classes!(hostcall_quickjs::class, hostcall_quickjs::methods);
}

/// The script: every member kind and the attacks, each result or exception one line.
const SCRIPT: &str = r#"
const out = [];
const t = (label, f) => {
  try { const v = f(); out.push(label + ' = ' + (typeof v) + ':' + String(v)); }
  catch (e) { out.push(label + ' ! ' + (e && e.name) + ': ' + (e && e.message)); }
};
// rquickjs's documentation class.
const a = new TestClass(5), b = new TestClass(5);
t('value', () => a.value);
t('set value', () => { a.value = 7; return a.value; });
t('another', () => a.anotherValue);
t('compare', () => TestClass.compare(a, b));
t('compare same', () => TestClass.compare(b, b));
t('compare wrong', () => TestClass.compare(a, {}));
t('tag', () => Object.prototype.toString.call(a));
t('kind', () => a.kind);
t('skip', () => typeof a.inner_function);
t('iter', () => [...a].length);
t('scaled', () => a.scaled(3, 0.5));
t('scaled 1.5', () => a.scaled(1.5, 1));
t('scaled str', () => a.scaled('x', 1));
t('scaled missing', () => a.scaled(1));
t('keys', () => Object.keys(TestClass.prototype).join(','));
t('lengths', () => [TestClass.prototype.scaled.length, TestClass.compare.length, Object.getOwnPropertyDescriptor(TestClass.prototype, 'value').get.length, Object.getOwnPropertyDescriptor(TestClass.prototype, 'value').set.length].join());
t('own names', () => Object.getOwnPropertyNames(TestClass.prototype).sort().join(','));
t('desc value', () => { const d = Object.getOwnPropertyDescriptor(TestClass.prototype, 'value'); return [typeof d.get, typeof d.set, d.enumerable, d.configurable].join(); });
t('desc scaled', () => { const d = Object.getOwnPropertyDescriptor(TestClass.prototype, 'scaled'); return [d.writable, d.enumerable, d.configurable].join(); });
t('wrong this', () => TestClass.prototype.scaled.call({}, 1, 2));
t('wrong class', () => TestClass.prototype.scaled.call(new Hasher(), 1, 2));
t('proto getter', () => TestClass.prototype.value);
t('proto setter', () => { TestClass.prototype.value = 3; return 'set'; });
t('value after', () => a.value);
// Headers: 'js lifetime, rename_all, callbacks, re-entrancy.
const h = new Headers({ 'Content-Type': 'text/plain', Accept: 1 });
t('size', () => h.size);
h.append('X-A', { n: 1 });
t('get', () => h.get('x-a').n);
t('get missing', () => h.get('nope'));
t('has', () => h.hasHeader('ACCEPT'));
t('for each', () => { const seen = []; h.forEach((v, k) => seen.push(k)); return seen.join(); });
t('read in mut', () => { const seen = []; h.forEachMut((v, k) => seen.push(h.size)); return seen.join(); });
t('reentrant mut', () => h.forEachMut(() => h.append('y', 2)));
t('reentrant mut setter', () => h.forEachMut(() => { h.first = 9; }));
t('size after', () => h.size);
t('reentrant read', () => { let n = 0; h.forEach(() => { n += h.size; }); return n; });
t('mut in read', () => h.forEach(() => h.append('z', 3)));
t('first', () => { h.first = 'one'; return h.get('content-type'); });
t('no ctor args', () => new Headers().size);
t('call ctor', () => Headers());
// Hasher: This<Class<T>>, This<OwnedBorrowMut<T>>, self by value, statics, field accessors.
const x = new Hasher(3);
t('chain', () => x.update('ab').update('c') === x);
t('digest', () => x.digest());
t('rounds', () => x.rounds);
t('set rounds', () => { x.rounds = 10; return x.rounds; });
t('check', () => x.check(20));
t('check throws', () => x.check(1));
t('reset', () => x.reset(42));
t('copy', () => x.copyState === undefined ? x.copy_state() : x.copyState());
t('static of', () => Hasher.of('abc').digest());
t('static getter', () => Hasher.algorithm);
t('update wrong this', () => Hasher.prototype.update.call(a, 'x'));
t('reset wrong this', () => Hasher.prototype.reset.call(1, 2));
t('digest on proto', () => Hasher.prototype.digest());
t('rounds on proto', () => Hasher.prototype.rounds);
t('update in update', () => { const y = new Hasher(); return y.update({ toString() { y.update('q'); return 'p'; } }).digest(); });
t('instanceof', () => Hasher.of('') instanceof Hasher);
out.join('\n')
"#;

/// Runs [`SCRIPT`] with one expansion's classes.
fn run(define: fn(&rquickjs::Ctx<'_>) -> rquickjs::Result<()>) -> String {
    let runtime = Runtime::new().expect("runtime");
    let context = Context::full(&runtime).expect("context");
    context.with(|ctx| {
        define(&ctx).expect("define");
        ctx.eval::<String, _>(SCRIPT).catch(&ctx).expect("script")
    })
}

#[test]
fn hostcall_macros_give_rquickjs_macros_results() {
    let rq = run(rq::define);
    let hc = run(hc::define);
    for (r, h) in rq.lines().zip(hc.lines()) {
        assert_eq!(r, h, "\nrquickjs:\n{rq}\nhostcall:\n{hc}");
    }
    assert_eq!(rq.lines().count(), hc.lines().count());
    // What rquickjs gives, so a change on both sides is seen too.
    for line in [
        "value = number:5",
        "set value = number:7",
        "compare = boolean:false",
        "compare same = boolean:true",
        "tag = string:[object TestClass]",
        "iter = number:0",
        "scaled = number:21.5",
        "scaled 1.5 = number:8",
        "for each = string:content-type,accept,x-a",
        "size after = number:3",
        "reentrant read = number:9",
        "copy = number:42",
        "chain = boolean:true",
        "static getter = string:mul31",
        "instanceof = boolean:true",
    ] {
        assert!(hc.lines().any(|l| l == line), "missing `{line}` in\n{hc}");
    }
    for label in [
        "wrong this",
        "wrong class",
        "proto getter",
        "reentrant mut",
        "reentrant mut setter",
        "mut in read",
        "check throws",
        "update wrong this",
        "reset wrong this",
        "digest on proto",
        "update in update",
    ] {
        let line = hc
            .lines()
            .find(|l| l.starts_with(&format!("{label} ")))
            .unwrap_or_else(|| panic!("no `{label}` in\n{hc}"));
        assert!(
            line.starts_with(&format!("{label} ! ")),
            "`{line}` did not throw"
        );
    }
}

/// The hostcall expansion's members really are hostcall functions: their calls are counted
/// by the host (the monomorphized entry), rquickjs's are not.
#[test]
fn hostcall_members_run_on_hostcall_entries() {
    let runtime = Runtime::new().expect("runtime");
    let context = Context::full(&runtime).expect("context");
    context.with(|ctx| {
        hc::define(&ctx).expect("define");
        let host = hostcall_quickjs::Host::get(&ctx).expect("a host was attached");
        let before = host.counts().thunk;
        let n: u32 = ctx
            .eval(
                "const a = new TestClass(2); let s = 0; \
                 for (let i = 0; i < 100; i++) { s += a.scaled(1, 0); a.value = 2; s += a.value; } s",
            )
            .catch(&ctx)
            .expect("script");
        assert_eq!(n, 400);
        assert!(host.counts().thunk - before >= 300, "{:?}", host.counts());
    });
    let runtime = Runtime::new().expect("runtime");
    let context = Context::full(&runtime).expect("context");
    context.with(|ctx| {
        rq::define(&ctx).expect("define");
        assert!(hostcall_quickjs::Host::get(&ctx).is_none());
    });
}

/// Instances stay rquickjs's: dropped instances are finalized (their Rust values dropped)
/// when the runtime collects them, with members made by hostcall.
#[test]
fn instances_are_finalized_and_traced() {
    let runtime = Runtime::new().expect("runtime");
    let context = Context::full(&runtime).expect("context");
    context.with(|ctx| {
        hc::define(&ctx).expect("define");
        // A cycle through a held script value (traced: the collector frees it).
        let n: usize = ctx
            .eval(
                "for (let i = 0; i < 200; i++) { const h = new Headers(); const o = { h }; h.append('self', o); } \
                 new Headers({a: 1}).size",
            )
            .catch(&ctx)
            .expect("script");
        assert_eq!(n, 1);
    });
    runtime.run_gc();
    drop(context);
    // The runtime's leak check (QuickJS asserts on leaked objects at `JS_FreeRuntime` in
    // debug builds; valgrind's leak check covers the Rust side).
    drop(runtime);
}

/// A host attached with the strict policy for closures keeps class members on rquickjs's
/// conversions (the members need the monomorphized entry, and the swap keeps results): the
/// same results as rquickjs's macros.
#[test]
fn members_keep_rquickjs_conversions_under_a_policy_host() {
    let runtime = Runtime::new().expect("runtime");
    let context = Context::full(&runtime).expect("context");
    context.with(|ctx| {
        let options = hostcall_quickjs::HostOptions {
            conversions: hostcall_quickjs::ClosureConversions::Policy,
            ..hostcall_quickjs::HostOptions::default()
        };
        hostcall_quickjs::Host::attach(&ctx, options).expect("host");
        hc::define(&ctx).expect("define");
        let v: f64 = ctx
            .eval("new TestClass(5).scaled(1.5, 1)")
            .catch(&ctx)
            .expect("script");
        assert_eq!(v, 6.0);
    });
}
