//! Test support for hostcall: a small engine for both preset layouts ([`engine`]), shared by
//! the tests, benches and fuzz targets of every crate.

pub mod engine;

pub use engine::{Flavor, JsVal, TestEngine, ValueBuf};
