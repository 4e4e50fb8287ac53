//! `UnsafeFnPointer`: a pointer bound to a definition's signature, called as a `dlopen`ed
//! symbol is (same dispatcher, tiers and entries), or on a worker for `nonblocking`.

use super::*;

body! {
    /// `new UnsafeFnPointer(pointer, definition)`: an object with `pointer` and
    /// `definition` (the arguments, as Deno's fields) and `call`, the function.
    pub(super) fn fn_pointer_new(ctx, this, argc, argv, api) "UnsafeFnPointer" => {
        const WHAT: &str = "UnsafeFnPointer";
        permitted(ctx, api.grant, WHAT)?;
        let obj = native::new_object(ctx, this, api.prototype.get(), WHAT)?;
        let filled = (|| -> Result<(), Thrown> {
            let pointer = arg(argc, argv, 0);
            let definition = arg(argc, argv, 1);
            let p = pointer_from_js(ctx, api.objects(), pointer, WHAT)?;
            if p == 0 {
                return Err(null_pointer(ctx, WHAT));
            }
            let Some(raw) = NonNull::new(ctx) else {
                return Err(Thrown);
            };
            // The rquickjs view of this call's context, for the descriptor parser.
            let rctx = Ctx::from_raw(raw);
            let def = Value::from_raw(rctx.clone(), qjs::JS_DupValue(ctx, definition));
            let call = from_rquickjs(&rctx, fn_pointer(&rctx, &api.shared, p, def, api.rules))?;
            define_atom(ctx, obj, api.pointer.get(), qjs::JS_DupValue(ctx, pointer), qjs::JS_PROP_C_W_E)?;
            define_atom(ctx, obj, api.definition.get(), qjs::JS_DupValue(ctx, definition), qjs::JS_PROP_C_W_E)?;
            // The reference is taken only now, by the definition that consumes it (an
            // earlier failure, out of memory, would have leaked it).
            define_atom(ctx, obj, api.call.get(), qjs::JS_DupValue(ctx, call.as_raw()), METHOD)
        })();
        match filled {
            Ok(()) => Ok(obj),
            Err(t) => {
                free(ctx, obj);
                Err(t)
            }
        }
    }
}

/// The guard of a `nonblocking` `UnsafeFnPointer`: never disabled, and holding nothing
/// loaded (the code behind the pointer is the script's word, as for its blocking calls).
pub(super) struct Unguarded(Cell<bool>);

impl CallGuard for Unguarded {
    fn disabled(&self) -> &Cell<bool> {
        &self.0
    }

    fn disabled_message(&self, name: &str) -> String {
        format!("cannot call `{name}`")
    }

    fn keep_loaded(&self) -> Option<Box<dyn std::any::Any + Send>> {
        Some(Box::new(()))
    }
}

/// `new UnsafeFnPointer(pointer, definition)`'s function: the pointer bound to the
/// definition's signature, as a `dlopen`ed symbol is (same dispatcher, tiers and entries).
pub(super) fn fn_pointer<'js>(
    ctx: &Ctx<'js>,
    shared: &Rc<Shared>,
    p: usize,
    definition: Value<'js>,
    rules: Rules,
) -> rquickjs::Result<Value<'js>> {
    let what = "UnsafeFnPointer";
    // Script code may run here (getters, proxies, `toJSON`), before anything is made.
    let value = descriptor_json(ctx, "call", definition)?;
    let addr = p as *const std::ffi::c_void;
    // A pointer into a library this engine opened is guarded by it: once it is closed,
    // `call` throws as its symbols do instead of jumping into unloaded code.
    let library = crate::ffi::state::FfiState::of(shared).libraries.of(addr);
    // One parser for every definition (structs by value included).
    let (_, sig, function_params, nonblocking) = descriptor_of_json(ctx, "call", value, rules)?;
    if nonblocking {
        let call = crate::ffi::nonblocking::call_interface(&sig, shared.dispatcher.layout())
            .map_err(|e| Exception::throw_type(ctx, &format!("{what}: {e}")))?;
        return nonblocking_call(ctx, shared, addr, call, function_params, library, rules);
    }
    let arity = sig.js_arity();
    let adapt = rules.adapt(function_params);
    // SAFETY: the definition states the ABI of the function at `p`, which the script vouches
    // for (as in Deno) under a permission the embedder granted with `unsafe`; the function
    // must stay loaded while the object is used (documented: only a pointer into a library
    // this engine opened is disabled by that library's `close()`).
    let data = unsafe { MethodData::new(MethodId::of(addr, &sig), addr, sig) }
        .map_err(|e| Exception::throw_message(ctx, &format!("{what}: {e}")))?;
    let handle = shared
        .dispatcher
        .register(data)
        .map_err(|e| Exception::throw_message(ctx, &format!("{what}: {e}")))?;
    let guard = library.map(|g| (g, "call".to_string()));
    let stat = crate::ffi::state::FfiState::of(shared).symbol_stat("UnsafeFnPointer", "call");
    let around = adapt.around(&crate::ffi::callback::CallbackHost::of(shared));
    make_function_with(ctx, shared, "call", handle, arity, guard, around, stat)
        .map_err(|e| Exception::throw_internal(ctx, &e.to_string()))
}

/// A `nonblocking` `UnsafeFnPointer`'s `call`: guarded by the library the pointer lies in,
/// if any.
pub(super) fn nonblocking_call<'js>(
    ctx: &Ctx<'js>,
    shared: &Rc<Shared>,
    addr: *const std::ffi::c_void,
    call: hostcall::core::generic::FfiCall,
    function_params: Vec<usize>,
    library: Option<Rc<dyn CallGuard>>,
    rules: Rules,
) -> rquickjs::Result<Value<'js>> {
    let guard = library.unwrap_or_else(|| Rc::new(Unguarded(Cell::new(false))));
    crate::ffi::nonblocking::make(
        ctx,
        shared,
        "call",
        addr,
        call,
        function_params,
        guard,
        rules,
    )
    .map(Function::into_value)
}
