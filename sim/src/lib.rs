//! A functional emulator of the AMDGPU ISA.
//!
//! Role in the pipeline: none at compile time. It loads code objects and
//! runs dispatches on the CPU, so that compiled kernels can be checked
//! against the IR interpreter without a GPU.
//!
//! # Execution model
//!
//! A [`Device`] owns host-visible global memory (64-bit addresses, one
//! allocation per buffer, guard gaps between them). [`Device::load`] parses
//! a code object ([`loader`]), places its image (code, `.rodata`, `.data`,
//! `.bss`) in device memory with its relocations applied — a relocatable
//! `.o` as well as a linked `.hsaco` — and pre-decodes its `.text` once
//! at the address it runs from ([`program`]), so pc-relative data access
//! (`s_getpc_b64` + `@rel32`) and calls (`s_swappc_b64`) reach the right
//! bytes. [`Device::dispatch`] does what the ROCm runtime and the
//! command processor do: it fills the kernarg segment (explicit arguments
//! by the metadata's offsets, then the hidden arguments of code object
//! V5), an AQL dispatch packet and a queue, and starts every workgroup's
//! waves with the initial state the kernel descriptor asks for — user
//! SGPRs (private segment buffer, dispatch ptr, queue ptr, kernarg ptr,
//! dispatch id, flat scratch init, private segment size, preloaded
//! kernargs), system SGPRs (workgroup ids, workgroup info, scratch wave
//! offset), work-item ids in v0..v2 (packed 10:10:10 in v0 on gfx90a and
//! later), EXEC for partial waves, MODE from the descriptor's float modes.
//!
//! Workgroups run one after another; inside a workgroup, waves interleave
//! in a seeded order ([`exec`]), with `s_barrier` holding a wave until every
//! live wave of its workgroup arrives. Each instruction executes for the
//! whole wave (in tight loops under EXEC). A wave has 64 lanes, or 32
//! when its kernel descriptor sets ENABLE_WAVEFRONT_SIZE32 (GFX11's
//! default); `Wave::lanes` is the one place that holds it, and EXEC, VCC
//! and every lane mask are one SGPR wide in wave32. GFX11 code objects
//! decode per wave size (VOPD pairs included) and count stores on vscnt.
//! Cross-lane rows follow the processor's tables: a DPP control the
//! processor lacks (GFX9's row broadcasts and wave shifts on GFX11,
//! DPP16's row_share/row_xmask on GFX9) is a fault, `ds_bpermute_b32`
//! and `ds_permute_b32` reach `GenerationInfo::permute_lanes` lanes (a
//! wave64 on GFX11 permutes each half within itself), and
//! `v_permlane64_b32` refuses to read a lane EXEC disables (what that
//! gives is not in the sources agc is checked against). GFX12's split
//! waits (`s_wait_loadcnt`, `s_wait_storecnt`, `s_wait_dscnt`,
//! `s_wait_kmcnt`, the combined forms) wait on the same queues, dscnt and
//! kmcnt telling LDS from scalar loads, and its split barrier joins at
//! `s_barrier_wait`.
//!
//! Scheduling is deterministic and seeded ([`SimOptions::seed`]): one
//! splitmix64 stream per dispatch picks, among the waves that can run,
//! the next one and a quantum of 1 to 8 instructions for it. The same
//! seed reproduces a run exactly; different seeds give different
//! interleavings, so a race-free kernel gives the same result under every
//! seed while a racy one (unsynchronised stores, the order of atomic
//! returns) shows different outcomes. `tests/lit/run/seeds.agc` and
//! `sim/tests/schedule.rs` check both.
//!
//! Strictness is the point: memory results become readable only after the
//! `s_waitcnt` that covers them (per the counters the isa table declares;
//! the error names the load's PC and the wait that would have covered it),
//! reading never-written VGPR lanes or SGPRs is an error, too few wait
//! states between the two instructions of a hazard rule
//! (`agc_isa::hazards::RULES`, counted over the instructions the wave
//! actually executed: 1 each, `s_nop k` k + 1) is an error naming both
//! instructions and the rule, and
//! out-of-bounds, misaligned atomics, undecodable or unimplemented
//! instructions are errors that carry the PC and the instruction text.
//! [`Stats`] counts what ran and estimates cycles.
//!
//! Limits: a dispatch holds at most [`SimOptions::max_memory`] bytes (global
//! allocations, LDS, and each lane's private memory, which is paged in
//! on first write, [`exec::private`]) and executes at most
//! [`SimOptions::max_steps`] wave instructions ([`SimOptions::max_steps_per_wave`]
//! per wave); a descriptor whose private segment exceeds what the
//! hardware can launch ([`device::MAX_PRIVATE_SEGMENT`]) is refused.
//! Reaching a limit is an [`ErrorKind::Limit`] (or `Timeout`) error
//! before the allocation or the instruction, never an abort.
//!
//! # Using it
//!
//! ```no_run
//! use agc_sim::{Arg, Device, Dispatch};
//! # fn main() -> Result<(), agc_sim::SimError> {
//! # let elf: Vec<u8> = Vec::new();
//! let mut dev = Device::new(agc_isa::processors::Processor::Gfx942);
//! let module = dev.load(&elf)?; // a linked .hsaco or a relocatable .o
//! let a = dev.buffer_i32(&[1, 2, 3]);
//! let out = dev.alloc(12);
//! let stats = dev.dispatch(&module, "kernel", Dispatch::linear(3, 64),
//!                          &[Arg::Buffer(a), Arg::Buffer(out), Arg::I32(3)])?;
//! let result = dev.read_i32(out)?;
//! # let _ = (stats, result); Ok(()) }
//! ```
//!
//! Errors are [`SimError`]s whose `Display` gives the kind, PC,
//! instruction text and wave; [`SimOptions`] (on `Device::options`) turns
//! the strict checks off and sets the interleaving seed.
//!
//! [`audit::unexecuted`] lists the instruction-table rows a processor has
//! that sim does not execute (`tests/audit.rs` pins that list).
//!
//! Apertures: LDS is visible to FLAT at [`exec::SHARED_APERTURE`], private
//! memory at [`exec::PRIVATE_APERTURE`]; `src_shared_base`,
//! `src_private_base` and `s_getreg(HW_REG_SH_MEM_BASES)` report them.

pub mod audit;
pub mod device;
pub mod error;
pub mod exec;
pub mod loader;
pub mod program;
pub mod stats;

pub use device::{Arg, Buffer, Device, Dispatch, Executable};
pub use error::{ErrorKind, SimError};
pub use exec::SimOptions;
pub use stats::Stats;
