//! What the import swap accepts, counted: host function shapes from rquickjs's documentation
//! and from an open-source rquickjs application (AWS's LLRT, its console, codec, util, json,
//! vm and abort modules: the shapes only, written anew here). Each accepted shape is defined
//! through hostcall's `Func` and through rquickjs's, called with the same arguments, and
//! must give the same result or exception; each shape not accepted yet is listed with what
//! it lacks, so the count in docs/embedding.md cannot drift from this file.

#[cfg(feature = "rquickjs-0-12")]
extern crate rquickjs_0_12 as rquickjs;
#[cfg(feature = "rquickjs-0-13")]
extern crate rquickjs_0_13 as rquickjs;

use std::cell::RefCell;
use std::rc::Rc;

use rquickjs::function::{Func as RqFunc, Opt, Rest, This};
use rquickjs::{
    Array, ArrayBuffer, CatchResultExt, Context, Ctx, FromJs, IntoJs, Object, Promise, Result,
    Runtime, Value,
};

/// Shapes that do not compile after the swap yet, and why.
const NOT_YET: &[(&str, &str)] = &[(
    "fn(Ctx, &[u8]) -> Result<Module>",
    "borrowed parameters, `Module` results",
)];

/// Shapes that need rquickjs's async runtime (hostcall-quickjs's `futures` feature, on by
/// default, as rquickjs's `futures` feature is what an application using them enables):
/// checked by [`async_shapes_give_rquickjs_results`] and counted as accepted with the
/// feature, as not accepted without it.
const ASYNC_SHAPES: &[&str] = &["Async(fn(Ctx, Value) -> impl Future)"];

/// Class members in LLRT's shapes (its `#[rquickjs::methods]` classes: receivers, accessors,
/// a constructor, statics returning the class), one source expanded by rquickjs's macros
/// and by hostcall's (`hostcall_quickjs::{class, methods}`: the import swap). Each member is
/// one inventoried shape ([`COUNT_MEMBERS`]).
macro_rules! inventory_class {
    ($class:path, $methods:path, $name:literal) => {
        use rquickjs::class::{OwnedBorrowMut, Trace};
        use rquickjs::function::{Opt, Rest, This};
        use rquickjs::{Array, Class, Ctx, JsLifetime, Result, Value};

        #[derive(Trace, JsLifetime)]
        #[$class(rename = $name)]
        pub struct Inv<'js> {
            name: String,
            parts: Vec<Value<'js>>,
        }

        #[$methods(rename_all = "camelCase")]
        impl<'js> Inv<'js> {
            /// `fn(String, Opt<Vec<Value>>) -> Result<Self>`: a constructor.
            #[qjs(constructor)]
            pub fn new(name: String, parts: Opt<Vec<Value<'js>>>) -> Result<Self> {
                Ok(Inv {
                    name,
                    parts: parts.0.unwrap_or_default(),
                })
            }

            /// `fn(&self, Ctx, Rest<Value>) -> Result<()>`.
            pub fn log(&self, _ctx: Ctx<'js>, args: Rest<Value<'js>>) -> Result<()> {
                if args.0.len() > self.parts.len() {
                    return Err(rquickjs::Error::new_from_js("args", "parts"));
                }
                Ok(())
            }

            /// `fn(This<Class<T>>, String) -> Class<T>`.
            pub fn with_name(
                this: This<Class<'js, Self>>,
                name: String,
            ) -> Result<Class<'js, Self>> {
                this.0.try_borrow_mut()?.name = name;
                Ok(this.0)
            }

            /// `fn(&self) -> usize`, a getter.
            #[qjs(get)]
            pub fn size(&self) -> usize {
                self.parts.len()
            }

            /// `fn(&self) -> String`, a getter.
            #[qjs(get, rename = "name")]
            pub fn get_name(&self) -> String {
                self.name.clone()
            }

            /// `fn(&mut self, String)`, a setter.
            #[qjs(set, rename = "name")]
            pub fn set_name(&mut self, v: String) {
                self.name = v;
            }

            /// `fn(&mut self, Value) -> usize`.
            pub fn push(&mut self, v: Value<'js>) -> usize {
                self.parts.push(v);
                self.parts.len()
            }

            /// `fn(This<OwnedBorrowMut<T>>) -> usize`.
            pub fn clear(mut this: This<OwnedBorrowMut<'js, Self>>) -> usize {
                let n = this.0.parts.len();
                this.0.parts.clear();
                n
            }

            /// `fn(Ctx, Array) -> Result<Class<T>>`, a static.
            #[qjs(static)]
            pub fn from_array(ctx: Ctx<'js>, a: Array<'js>) -> Result<Class<'js, Self>> {
                let parts = a.iter::<Value<'js>>().collect::<Result<Vec<_>>>()?;
                Class::instance(
                    ctx,
                    Inv {
                        name: "array".into(),
                        parts,
                    },
                )
            }

            /// `fn(Ctx, Opt<Value>) -> Result<Class<T>>`, a static.
            #[qjs(static)]
            pub fn create(ctx: Ctx<'js>, v: Opt<Value<'js>>) -> Result<Class<'js, Self>> {
                let parts = v.0.into_iter().collect();
                Class::instance(
                    ctx,
                    Inv {
                        name: "one".into(),
                        parts,
                    },
                )
            }
        }
    };
}

mod rq_class {
    inventory_class!(rquickjs::class, rquickjs::methods, "rq_Inv");
}

mod hc_class {
    inventory_class!(hostcall_quickjs::class, hostcall_quickjs::methods, "hc_Inv");
}

/// The members of class `CLS` as its definition made them, each an inventoried shape: the
/// constructor, each method, getter and setter of the prototype, each static function.
const COUNT_MEMBERS: &str = r#"(() => {
  let n = 1;
  for (const k of Reflect.ownKeys(CLS.prototype)) {
    if (k === "constructor") continue;
    const d = Object.getOwnPropertyDescriptor(CLS.prototype, k);
    n += (typeof d.value === "function") + (d.get !== undefined) + (d.set !== undefined);
  }
  for (const k of Reflect.ownKeys(CLS)) {
    if (typeof Object.getOwnPropertyDescriptor(CLS, k).value === "function") n += 1;
  }
  return n;
})()"#;

/// Calls of `Inv`'s members (`C` is the class: `rq_Inv` or `hc_Inv`).
const CLASS_CALLS: &[&str] = &[
    "new C('a').size",
    "new C('a', [1, 2]).size",
    "new C('a', 5).size",
    "new C().size",
    "C('a')",
    "new C('a', [1]).log(1)",
    "new C('a', [1]).log(1, 2)",
    "new C('a').log()",
    "C.prototype.log.call({}, 1)",
    "(() => { const c = new C('a'); return c.withName('b') === c && c.name; })()",
    "new C('a').withName(5)",
    "C.prototype.withName.call(1, 'x')",
    "C.prototype.size",
    "(() => { const c = new C('a'); c.name = 'z'; return c.name; })()",
    "(() => { const c = new C('a'); c.name = 1; return c.name; })()",
    "(() => { C.prototype.name = 'p'; return 1; })()",
    "new C('a').push({})",
    "new C('a').push()",
    "(() => { const c = new C('a', [1, 2, 3]); return [C.prototype.clear.call(c), c.size].join(); })()",
    "C.prototype.clear.call(new (class X {})())",
    "C.fromArray([1, 2]).size",
    "C.fromArray([1, 2]) instanceof C",
    "C.fromArray(3)",
    "C.create().size",
    "C.create(null).size",
    "C.create(1).name",
];

/// An application's own parameter type with its own `FromJs` (LLRT's `ObjectBytes` shape: a
/// string, or an array of byte values), written anew.
struct Bytes(Vec<u8>);

impl<'js> FromJs<'js> for Bytes {
    fn from_js(ctx: &Ctx<'js>, v: Value<'js>) -> Result<Bytes> {
        if let Some(s) = v.as_string() {
            return Ok(Bytes(s.to_string()?.into_bytes()));
        }
        if let Some(a) = v.as_array() {
            return a.iter::<u8>().collect::<Result<Vec<u8>>>().map(Bytes);
        }
        let _ = ctx;
        Err(rquickjs::Error::new_from_js(v.type_name(), "bytes"))
    }
}

/// An application's own result (and parameter) type with its own `IntoJs`/`FromJs`.
struct Point {
    x: f64,
    y: f64,
}

impl<'js> IntoJs<'js> for Point {
    fn into_js(self, ctx: &Ctx<'js>) -> Result<Value<'js>> {
        let o = Object::new(ctx.clone())?;
        o.set("x", self.x)?;
        o.set("y", self.y)?;
        Ok(o.into_value())
    }
}

impl<'js> FromJs<'js> for Point {
    fn from_js(_ctx: &Ctx<'js>, v: Value<'js>) -> Result<Point> {
        let o = Object::from_value(v)?;
        Ok(Point {
            x: o.get("x")?,
            y: o.get("y")?,
        })
    }
}

type Log = Rc<RefCell<Vec<String>>>;

/// Every accepted shape, defined the given way (`rq_` or `hc_` names).
fn define<'js>(ctx: &Ctx<'js>, log: &Log, hostcall: bool, prefix: &str) -> usize {
    let g = ctx.globals();
    let mut n = 0;
    macro_rules! def {
        ($name:literal, $f:expr) => {{
            let name = format!("{prefix}{}", $name);
            if hostcall {
                g.set(name, hostcall_quickjs::Func::from($f)).unwrap();
            } else {
                g.set(name, RqFunc::from($f)).unwrap();
            }
            n += 1;
        }};
    }
    // LLRT's console family: a context and any number of values.
    let l = log.clone();
    def!("log", move |_ctx: Ctx<'js>,
                      args: Rest<Value<'js>>|
          -> Result<()> {
        l.borrow_mut().push(format!("log {}", args.0.len()));
        Ok(())
    });
    // console.assert: a boolean, then any number of values.
    let l = log.clone();
    def!("assert", move |_ctx: Ctx<'js>,
                         ok: bool,
                         args: Rest<Value<'js>>|
          -> Result<()> {
        l.borrow_mut().push(format!("assert {ok} {}", args.0.len()));
        Ok(())
    });
    // A codec: a context and a JavaScript string, a value back.
    def!("decode", |ctx: Ctx<'js>,
                    s: rquickjs::String<'js>|
     -> Result<Value<'js>> {
        let s = s.to_string()?;
        Ok(rquickjs::String::from_str(ctx, &s.to_uppercase())?.into_value())
    });
    // util.print: a Rust string and an optional flag.
    let l = log.clone();
    def!("print", move |value: String, stdout: Opt<bool>| {
        l.borrow_mut()
            .push(format!("print {value} {}", stdout.0.unwrap_or(true)));
    });
    // util.load: a file name and optional options.
    def!("load", |ctx: Ctx<'js>,
                  name: String,
                  options: Opt<Object<'js>>|
     -> Result<Value<'js>> {
        let strict = match options.0 {
            Some(o) => o.get::<_, Option<bool>>("strict")?.unwrap_or(false),
            None => false,
        };
        Ok(rquickjs::String::from_str(ctx, &format!("{name}:{strict}"))?.into_value())
    });
    // __gc: the context only.
    def!("gc", |ctx: Ctx<'js>| ctx.run_gc());
    // A lambda context's remaining time: no parameter, a number.
    def!("remaining", || 1234.5f64);
    // JSON.stringify's shape: a value and two optional ones.
    def!("stringify", |ctx: Ctx<'js>,
                       value: Value<'js>,
                       _replacer: Opt<Value<'js>>,
                       space: Opt<Value<'js>>|
     -> Result<Value<'js>> {
        let space = space.0.map(|s| s.type_name()).unwrap_or("none");
        Ok(
            rquickjs::String::from_str(ctx, &format!("{}/{space}", value.type_name()))?
                .into_value(),
        )
    });
    // structuredClone: a value and optional options.
    def!("clone", |_ctx: Ctx<'js>,
                   value: Value<'js>,
                   _options: Opt<Object<'js>>|
     -> Result<Value<'js>> { Ok(value) });
    // Number.prototype.toString: the receiver and an optional radix.
    def!("to_string", |_ctx: Ctx<'js>,
                       this: This<Value<'js>>,
                       radix: Opt<u8>|
     -> Result<String> {
        let n = this.0.as_number().unwrap_or(f64::NAN);
        Ok(match radix.0 {
            Some(16) => format!("{:x}", n as i64),
            _ => format!("{n}"),
        })
    });
    // AbortSignal.reason's setter shape: an optional value.
    let l = log.clone();
    def!("set_reason", move |reason: Opt<Value<'js>>| {
        l.borrow_mut()
            .push(format!("reason {:?}", reason.0.map(|v| v.type_name())));
    });
    // rquickjs's documentation: plain typed functions.
    def!("add", |a: i32, b: i32| a + b);
    def!("greet", |name: String| format!("Hello, {name}!"));
    def!("maybe", |x: Option<f64>| x.map(|x| x * 2.0));
    def!("fallible", |x: i32| -> Result<i32> {
        if x < 0 {
            Err(rquickjs::Error::new_from_js("negative", "positive"))
        } else {
            Ok(x)
        }
    });
    def!("coerce", |x: rquickjs::convert::Coerced<f64>| x.0);
    // LLRT's codecs: a context and the application's own `FromJs` type.
    def!("hex", |_ctx: Ctx<'js>, b: Bytes| -> Result<String> {
        Ok(b.0.iter().map(|b| format!("{b:02x}")).collect())
    });
    // `Ctx` after the first parameter.
    def!("tag", |v: Value<'js>,
                 ctx: Ctx<'js>|
     -> Result<Value<'js>> {
        Ok(rquickjs::String::from_str(ctx, v.type_name())?.into_value())
    });
    // An `Array` parameter.
    def!("sum", |_ctx: Ctx<'js>, a: Array<'js>| -> Result<f64> {
        a.iter::<f64>().sum::<Result<f64>>()
    });
    // `Opt<Vec<T>>` in, `Vec<T>` out.
    def!("words", |head: String,
                   rest: Opt<Vec<String>>|
     -> Vec<String> {
        let mut v = vec![head];
        v.extend(rest.0.unwrap_or_default());
        v
    });
    // The application's own `IntoJs` result, and its own type inside `Opt`.
    def!("point", |x: f64, y: f64| Point { x, y });
    def!("norm", |p: Opt<Point>| p
        .0
        .map(|p| (p.x * p.x + p.y * p.y).sqrt()));
    // An `ArrayBuffer` parameter.
    def!("byte_length", |b: ArrayBuffer<'js>| b.len());
    // A `Promise` result.
    def!("resolved", |ctx: Ctx<'js>,
                      v: Value<'js>|
     -> Result<Promise<'js>> {
        let (promise, resolve, _reject) = Promise::new(&ctx)?;
        resolve.call::<_, ()>((v,))?;
        Ok(promise)
    });
    n
}

const CALLS: &[&str] = &[
    "log()",
    "log(1, 'a', {})",
    "assert(true)",
    "assert(false, 1, 2)",
    "assert(1)",
    "decode('abc')",
    "decode(1)",
    "print('x')",
    "print('x', false)",
    "print()",
    "load('f.js')",
    "load('f.js', { strict: true })",
    "load('f.js', 1)",
    "gc()",
    "remaining()",
    "stringify({})",
    "stringify([], null, 2)",
    "clone(5)",
    "clone('s', {})",
    "to_string.call(255)",
    "to_string.call(255, 16)",
    "to_string.call('s', 300)",
    "set_reason()",
    "set_reason(null)",
    "set_reason({})",
    "add(1, 2)",
    "add(1.5, 2)",
    "add(1)",
    "greet('world')",
    "greet(5)",
    "maybe()",
    "maybe(null)",
    "maybe(2)",
    "fallible(1)",
    "fallible(-1)",
    "coerce('2.5')",
    "coerce({ valueOf() { return 7; } })",
    "hex('AZ')",
    "hex([1, 255, 16])",
    "hex([1, 300])",
    "hex(5)",
    "hex()",
    "tag(1)",
    "tag('s')",
    "tag()",
    "sum([1, 2.5, 3])",
    "sum([])",
    "sum({})",
    "sum(['x'])",
    "words('a')",
    "words('a', ['b', 'c'])",
    "words('a', 5)",
    "point(1, 2).y",
    "point(1)",
    "norm()",
    "norm({ x: 3, y: 4 })",
    "norm(5)",
    "norm({ x: 'a', y: 4 })",
    "byte_length(new ArrayBuffer(12))",
    "byte_length(new Uint8Array(3))",
    "byte_length(null)",
    "resolved(7) instanceof Promise",
];

#[test]
fn the_swap_accepts_the_inventory_and_gives_rquickjs_results() {
    let rt = Runtime::new().unwrap();
    let context = Context::full(&rt).unwrap();
    let log: Log = Rc::new(RefCell::new(Vec::new()));
    context.with(|ctx| {
        let accepted = define(&ctx, &log, false, "rq_");
        assert_eq!(define(&ctx, &log, true, "hc_"), accepted);
        for call in CALLS {
            let mut got = Vec::new();
            for prefix in ["rq_", "hc_"] {
                log.borrow_mut().clear();
                let src = format!(
                    "(() => {{ try {{ const r = {prefix}{call}; return typeof r + ' ' + String(r); }} \
                     catch (e) {{ return 'throws ' + e.name + ': ' + e.message; }} }})()"
                );
                let r: String = ctx.eval(src).catch(&ctx).unwrap();
                got.push(format!("{r} | {:?}", log.borrow()));
            }
            assert_eq!(got[0], got[1], "{call}: rquickjs, then hostcall");
        }
        rquickjs::Class::<rq_class::Inv>::define(&ctx.globals()).unwrap();
        rquickjs::Class::<hc_class::Inv>::define(&ctx.globals()).unwrap();
        for call in CLASS_CALLS {
            let mut got = Vec::new();
            for class in ["rq_Inv", "hc_Inv"] {
                let src = format!(
                    "(() => {{ try {{ const r = {}; return typeof r + ' ' + String(r); }} \
                     catch (e) {{ return 'throws ' + e.name + ': ' + e.message.replaceAll('{class}', 'C'); }} }})()",
                    call.replace('C', class)
                );
                got.push(ctx.eval::<String, _>(src).catch(&ctx).unwrap());
            }
            assert_eq!(got[0], got[1], "{call}: rquickjs, then hostcall");
        }
        // The members each macro defined (the same for both), counted from the classes.
        let members: Vec<usize> = ["rq_Inv", "hc_Inv"]
            .iter()
            .map(|class| {
                ctx.eval::<usize, _>(COUNT_MEMBERS.replace("CLS", class))
                    .catch(&ctx)
                    .unwrap()
            })
            .collect();
        assert_eq!(members[0], members[1], "members: rquickjs, then hostcall");
        // The count docs/embedding.md states (for the default features).
        let async_accepted = if cfg!(feature = "futures") {
            ASYNC_SHAPES.len()
        } else {
            0
        };
        let accepted = accepted + members[1] + async_accepted;
        let total = accepted + NOT_YET.len() + (ASYNC_SHAPES.len() - async_accepted);
        println!("the swap accepts {accepted} of {total} inventoried shapes");
        assert_eq!(total, 36);
        assert_eq!(accepted, if cfg!(feature = "futures") { 35 } else { 34 });
        if cfg!(feature = "futures") {
            let doc = std::fs::read_to_string(concat!(
                env!("CARGO_MANIFEST_DIR"),
                "/../../docs/embedding.md"
            ))
            .unwrap();
            let stated = format!("{accepted} of {total} (each compared");
            assert!(doc.contains(&stated), "docs/embedding.md does not say `{stated}`");
        }
        // The fast path served hostcall's calls.
        let host = hostcall_quickjs::Host::get(&ctx).unwrap();
        assert!(host.counts().thunk > 0);
    });
}

/// The async shape (LLRT's `Async(|ctx, value| async move { .. })`), through rquickjs's
/// `Func` and hostcall's on rquickjs's async runtime: the same settled values.
#[cfg(feature = "futures")]
#[test]
fn async_shapes_give_rquickjs_results() {
    use rquickjs::function::Async;
    use rquickjs::{AsyncContext, AsyncRuntime, Persistent};

    async fn echo<'js>(ctx: Ctx<'js>, v: Value<'js>) -> Result<String> {
        if v.is_undefined() {
            return Err(rquickjs::Exception::throw_type(&ctx, "nothing to echo"));
        }
        let s = v.type_name().to_string();
        let json = ctx
            .json_stringify(v)?
            .map_or(Ok(String::new()), |j| j.to_string())?;
        Ok(format!("{s}:{json}"))
    }
    pollster::block_on(async {
        let rt = AsyncRuntime::new().unwrap();
        let context = AsyncContext::full(&rt).await.unwrap();
        let promises = context
            .with(|ctx| {
                let g = ctx.globals();
                g.set("rq_echo", RqFunc::from(Async(echo))).unwrap();
                g.set("hc_echo", hostcall_quickjs::Func::from(Async(echo)))
                    .unwrap();
                ["rq_", "hc_"].map(|p| {
                    let src = format!(
                        "(async () => {{ const out = []; \
                         for (const v of [1, 'a', {{x: [2]}}, null, undefined]) \
                         try {{ out.push(await {p}echo(v)); }} catch (e) {{ out.push(e.name + ': ' + e.message); }} \
                         return out.join(' | '); }})()"
                    );
                    Persistent::save(&ctx, ctx.eval::<Promise, _>(src).catch(&ctx).unwrap())
                })
            })
            .await;
        rt.idle().await;
        let [rq, hc] = context
            .with(|ctx| {
                promises.map(|p| {
                    p.restore(&ctx)
                        .unwrap()
                        .result::<String>()
                        .expect("settled")
                        .catch(&ctx)
                        .unwrap()
                })
            })
            .await;
        assert_eq!(hc, rq);
        assert!(
            rq.starts_with("int:1 | string:\"a\" | object:{\"x\":[2]} | null:null | TypeError"),
            "{rq}"
        );
    });
}
