//! agc: a compiler backend from a small SSA IR to AMD GPU code objects.
pub use agc_ir as ir;
