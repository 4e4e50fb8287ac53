//! The ways a closure parameter or result crosses, told apart by type so that one blanket
//! impl per way covers every type (the application's own included) without overlapping the
//! others. Inferred: an application never names them.

/// A parameter of any `FromJs` type: one argument.
pub enum Arg {}
/// `Opt<T>`, `This<T>`, `Rest<T>`, `FuncArg<T>` of any `FromJs` type, and a class
/// member's receiver ([`ThisRef`](super::ThisRef), [`ThisMut`](super::ThisMut)).
pub enum Wrapped {}
/// `Ctx<'js>`: the calling context, consuming no argument.
pub enum Context {}
/// A result of any `IntoJs` type (`rquickjs::Result<T>` included).
pub enum Value {}
/// A `Result<T, hostcall::HostError>` result.
pub enum HostResult {}

/// Closes the markers: no type outside this module is one, so no one else implements
/// [`JsParam`](super::JsParam) or [`JsOutput`](super::JsOutput).
pub trait Marker: super::sealed::SealedMarker {}
impl super::sealed::SealedMarker for Arg {}
impl super::sealed::SealedMarker for Wrapped {}
impl super::sealed::SealedMarker for Context {}
impl super::sealed::SealedMarker for Value {}
impl super::sealed::SealedMarker for HostResult {}
impl Marker for Arg {}
impl Marker for Wrapped {}
impl Marker for Context {}
impl Marker for Value {}
impl Marker for HostResult {}
