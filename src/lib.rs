//! agc: a compiler back end from a small SSA IR to AMD GPU code objects.

pub mod diagnostics;
pub mod target;

pub use agc_ir as ir;
pub use agc_isa as isa;
pub use target::{Target, DEFAULT_CPU, DEFAULT_TRIPLE};
