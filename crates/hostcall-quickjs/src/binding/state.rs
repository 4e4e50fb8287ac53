//! The engine's state: what the host and every function object it made share
//! ([`Shared`]), the counts it keeps, and a map of the state other layers keep per engine
//! ([`StateMap`]: the FFI's libraries, say), whose types the binding does not know.

use std::any::Any;
use std::cell::{Cell, RefCell};
use std::rc::Rc;

use hostcall::Dispatcher;
use rquickjs::qjs;

/// State shared by the engine and every function object it made.
pub(crate) struct Shared {
    pub(crate) dispatcher: Dispatcher,
    /// Whether functions get native entries (when the JIT can make them).
    pub(crate) native_entries: bool,
    /// Calls completed by native entries (they bypass the dispatcher's counters).
    pub(crate) native_calls: Cell<u64>,
    /// The class of the function objects the host makes (`function::register_class`: a class
    /// with a call hook, as rquickjs makes its own functions), registered in the host's
    /// runtime when the host is attached.
    pub(crate) function_class: qjs::JSClassID,
    /// The context the host was attached with (where the layers above run what they run
    /// outside a call: an `Engine`'s one context).
    pub(crate) context: *mut qjs::JSContext,
    /// The state of the layers above the binding, one value per type.
    pub(crate) states: StateMap,
}

/// Per-engine state of the layers above the binding, one value per type (the model is an
/// op state map keeping its extensions' values: `state.put`, `state.borrow`): the binding
/// stores and drops them with the engine, and knows none of their types.
#[derive(Default)]
pub(crate) struct StateMap(RefCell<Vec<Rc<dyn Any>>>);

impl StateMap {
    /// The engine's value of type `T`, if one was made.
    pub(crate) fn get<T: Any>(&self) -> Option<Rc<T>> {
        self.0
            .borrow()
            .iter()
            .find_map(|s| Rc::clone(s).downcast::<T>().ok())
    }

    /// The engine's value of type `T`, made with `T::default()` on first use.
    pub(crate) fn get_or_default<T: Any + Default>(&self) -> Rc<T> {
        self.get_or_insert_with(T::default)
    }

    /// The engine's value of type `T`, made with `make` on first use (`make` runs with no
    /// borrow of the map held).
    pub(crate) fn get_or_insert_with<T: Any>(&self, make: impl FnOnce() -> T) -> Rc<T> {
        if let Some(s) = self.get::<T>() {
            return s;
        }
        let s = Rc::new(make());
        self.0.borrow_mut().push(s.clone());
        s
    }
}

#[cfg(test)]
mod tests {
    use super::StateMap;

    #[derive(Default)]
    struct A(std::cell::Cell<u32>);
    #[derive(Default)]
    struct B(u8);

    /// One value per type, made once, the same value on every later call; other types apart.
    #[test]
    fn one_value_per_type() {
        let m = StateMap::default();
        assert!(m.get::<A>().is_none());
        let a = m.get_or_default::<A>();
        a.0.set(7);
        assert_eq!(m.get_or_default::<A>().0.get(), 7);
        assert!(std::rc::Rc::ptr_eq(&a, &m.get::<A>().unwrap()));
        assert!(m.get::<B>().is_none());
        assert_eq!(m.get_or_default::<B>().0, 0);
        assert_eq!(m.get::<A>().unwrap().0.get(), 7);
    }
}
