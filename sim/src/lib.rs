//! A functional emulator of the AMDGPU ISA.
//!
//! Role in the pipeline: none at compile time. It loads code objects and
//! runs dispatches on the CPU, so that compiled kernels can be checked
//! against the IR interpreter without a GPU.
