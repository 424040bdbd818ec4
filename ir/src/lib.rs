//! agc's SSA IR.
