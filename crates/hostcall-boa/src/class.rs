//! Host classes: Boa objects wrapping a native pointer, whose methods and accessors are host
//! functions taking that pointer as their `receiver` (the layout's receiver hook finds it).

use std::ffi::c_void;
use std::sync::atomic::{AtomicU64, Ordering};

use boa_engine::object::JsObject;
use boa_engine::property::PropertyDescriptor;
use boa_engine::{Context, JsString};
use hostcall::{ParamKind, Signature};

use crate::error::Error;
use crate::function::Host;
use crate::layout::HostInstance;

/// What a class is made of: methods and accessor properties, each a host function with its
/// signature. A `receiver` parameter gets the instance's native pointer; an instance of
/// another class (or any other `this`) is refused before the function runs.
#[derive(Default)]
pub struct ClassSpec {
    members: Vec<Member>,
}

enum Member {
    Method(String, *const c_void, Signature),
    Property(
        String,
        (*const c_void, Signature),
        Option<(*const c_void, Signature)>,
    ),
}

impl ClassSpec {
    /// An empty class.
    pub fn new() -> ClassSpec {
        ClassSpec::default()
    }

    /// A method on the prototype.
    ///
    /// # Safety
    ///
    /// `func` is a C-ABI function of exactly `sig`, alive while the class's objects can be
    /// called; a `receiver` parameter is a pointer of the kind given to
    /// [`Host::instance`] for this class.
    pub unsafe fn method(mut self, name: &str, func: *const c_void, sig: Signature) -> ClassSpec {
        self.members
            .push(Member::Method(name.to_owned(), func, sig));
        self
    }

    /// An accessor property on the prototype: `get` takes no JavaScript argument, `set` one.
    ///
    /// # Safety
    ///
    /// As [`method`](ClassSpec::method), for each function.
    pub unsafe fn property(
        mut self,
        name: &str,
        get: (*const c_void, Signature),
        set: Option<(*const c_void, Signature)>,
    ) -> ClassSpec {
        self.members
            .push(Member::Property(name.to_owned(), get, set));
        self
    }
}

/// A host class defined in one `Context`: its prototype, and the id its receivers check.
#[derive(Clone)]
pub struct HostClass {
    id: u64,
    name: String,
    prototype: JsObject,
}

impl HostClass {
    /// The class's name.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The prototype of its instances.
    pub fn prototype(&self) -> &JsObject {
        &self.prototype
    }
}

/// Class ids: distinct for every class of the process, so a receiver check can never accept
/// an instance of another class, of this host or another.
fn next_class_id() -> u64 {
    static NEXT: AtomicU64 = AtomicU64::new(0xB0A0_0000_0001);
    NEXT.fetch_add(1, Ordering::Relaxed)
}

impl Host {
    /// Defines a host class in `context`: a prototype holding `spec`'s methods and accessors
    /// (non-enumerable, as a class's).
    ///
    /// # Errors
    ///
    /// [`Error::Register`] when a member's signature is refused; [`Error::Define`] when Boa
    /// refuses a property.
    pub fn define_class(
        &self,
        context: &mut Context,
        name: &str,
        spec: ClassSpec,
    ) -> Result<HostClass, Error> {
        let id = next_class_id();
        let prototype = JsObject::with_object_proto(context.intrinsics());
        let mut function = |member: &str, func: *const c_void, sig: Signature| {
            let with_receiver = sig.params().contains(&ParamKind::Receiver);
            // SAFETY: `func` has `sig`'s ABI and lives while the class can be called, and a
            // receiver is what `instance` was given for this class (`ClassSpec`'s contract).
            unsafe {
                self.register_member(
                    &format!("{name}.{member}"),
                    func,
                    sig,
                    with_receiver.then_some(id),
                )
            }
            .map(|f| f.to_js_function(context))
        };
        let mut descriptors = Vec::new();
        for m in spec.members {
            match m {
                Member::Method(member, func, sig) => {
                    let f = function(&member, func, sig)?;
                    descriptors.push((
                        member,
                        PropertyDescriptor::builder()
                            .value(f)
                            .writable(true)
                            .enumerable(false)
                            .configurable(true)
                            .build(),
                    ));
                }
                Member::Property(member, get, set) => {
                    let g = function(&member, get.0, get.1)?;
                    let mut d = PropertyDescriptor::builder()
                        .get(g)
                        .enumerable(false)
                        .configurable(true);
                    if let Some((func, sig)) = set {
                        d = d.set(function(&member, func, sig)?);
                    }
                    descriptors.push((member, d.build()));
                }
            }
        }
        for (member, d) in descriptors {
            prototype
                .define_property_or_throw(JsString::from(member.as_str()), d, context)
                .map_err(|e| Error::Define {
                    name: format!("{name}.{member}"),
                    reason: e.to_string(),
                })?;
        }
        Ok(HostClass {
            id,
            name: name.to_owned(),
            prototype,
        })
    }

    /// A new instance of `class` wrapping `ptr`: its methods' `receiver` is `ptr`.
    ///
    /// # Safety
    ///
    /// `ptr` is what the class's functions expect as their receiver, valid for as long as
    /// the object can be called (Boa may keep it alive after the last script reference).
    pub unsafe fn instance(&self, class: &HostClass, ptr: *mut c_void) -> JsObject {
        JsObject::from_proto_and_data(
            class.prototype.clone(),
            HostInstance {
                class: class.id,
                ptr,
            },
        )
    }
}
