//! The engine binding: what an rquickjs application needs.

pub(crate) mod buffer;
pub(crate) mod buffer_guard;
pub(crate) mod callback;
pub(crate) mod channel;
pub(crate) mod class;
pub(crate) mod closure;
pub(crate) mod convert;
pub(crate) mod error;
pub(crate) mod function;
pub(crate) mod guard;
pub(crate) mod host;
pub(crate) mod layout;
pub(crate) mod native;
pub(crate) mod pointer_value;
pub(crate) mod state;
