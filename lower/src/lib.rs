//! Lowering from `ir` to MIR with virtual registers.
//!
//! Role in the pipeline: legalization (64-bit splits, integer division,
//! f64 division/reciprocal/sqrt refinement, unsupported widths), uniformity
//! analysis, CFG structurization and instruction selection, in that order,
//! one pass per module. Input is a verified `ir::Function`; output is MIR
//! whose registers are all virtual and whose CFG has no critical edges.
