//! agc against llc -O3, measured side by side.
pub use agc_llvm_export as llvm_export;

pub mod gen;
pub mod simrun;
pub mod tools;
