//! Test support for hostcall: a small engine for both preset layouts ([`engine`]), calls
//! through the generic backend with their invariants checked ([`call`]), and a corpus of
//! calls of every shape of the test library with expected outcomes ([`shapes`]), shared by
//! the tests, benches and fuzz targets of every crate; and [`jit_runs`], the one run-time
//! check of whether the JIT path can be tested here.
//!
//! ## Modules, in layers (each uses only modules above it in this list)
//!
//! - `engine`: a small in-test engine for both preset layouts.
//! - `gate`: whether the JIT path can be tested here ([`jit_runs`]).
//! - `call`: calls through the generic backend with their invariants checked.
//! - `shapes`: calls of every shape of the test library, with expected outcomes.
//! - `diff`: differential testing's generators and oracle.
//! - `fuzz`: the fuzz targets' generators and oracles.

pub mod call;
pub mod engine;
pub mod gate;
pub mod shapes;

pub use call::{boxed_int, boxed_ptr, same_value, Prepared};
pub use engine::{Flavor, JsVal, TestEngine, ValueBuf};
pub use gate::jit_runs;
pub use shapes::{Case, Expect};
pub mod diff;
pub mod fuzz;
