//! The library API: a device with memory, loaded modules, dispatches.
//!
//! Role: plays the ROCm runtime and the command processor. It owns global
//! memory, lays out the kernarg segment from the kernel's metadata
//! (explicit arguments, then hidden ones), writes an AQL dispatch packet
//! and a queue descriptor, and creates each wave's initial register state
//! from the kernel descriptor before handing the workgroup to [`crate::exec`].
//!
//! Invariants: buffers never overlap and are separated by unmapped guard
//! gaps, so running off the end of a buffer faults; the kernarg segment,
//! dispatch packet and queue are ordinary allocations (kernels read them
//! with SMEM and FLAT/GLOBAL loads). Dispatch arguments are checked
//! against the metadata (count, kind and size) before anything runs.

use crate::error::{ErrorKind, Result, SimError};
use crate::exec::private::Budget;
use crate::exec::{
    run_workgroup, Env, Rng, SimOptions, Wave, FLAT_SCRATCH_BASE, LANES, PRIVATE_APERTURE,
    SCRATCH_RSRC_BASE, SHARED_APERTURE,
};
use crate::loader::{kd_flags, CodeObject, Kernel};
use crate::program::Program;
use crate::stats::Stats;
use agc_isa::processors::Processor;

const GLOBAL_BASE: u64 = 0x0000_0001_0000_0000;
/// The CP initialises at most this many user SGPRs.
const MAX_USER_SGPRS: usize = 16;
/// `hsa_packet_type_t` KERNEL_DISPATCH in the AQL packet header.
const HSA_PACKET_TYPE_KERNEL_DISPATCH: u16 = 2;
const PAGE: u64 = 4096;
/// The largest private segment one work-item can have on GFX9: its
/// COMPUTE_TMPRING_SIZE.WAVESIZE is a 13-bit count of 1 KiB units per
/// wave, (2^13 - 1) KiB over 64 lanes. The CP cannot launch more; a
/// descriptor claiming more is refused before anything is allocated.
/// Other generations and wave sizes take theirs from the processor
/// table (`ProcessorInfo::max_private_segment_size`).
pub const MAX_PRIVATE_SEGMENT: u32 = (((1 << 13) - 1) * 1024 / LANES) as u32;
/// The stack a kernel with USES_DYNAMIC_STACK gets beyond its fixed
/// private segment (the runtime's default; capped by the hardware limit).
const DYNAMIC_STACK: u32 = 16 * 1024;

/// Global memory: sorted, non-overlapping allocations.
#[derive(Debug, Default)]
pub struct GlobalMemory {
    allocs: Vec<(u64, Vec<u8>)>,
    next: u64,
    /// Bytes held by all allocations.
    bytes: u64,
    /// Index of the last allocation hit (accesses cluster).
    last: std::cell::Cell<usize>,
}

impl GlobalMemory {
    /// A zeroed allocation at `addr` (which must lie below every other
    /// allocation): for probes that run code on made-up addresses.
    pub(crate) fn map_low(&mut self, addr: u64, size: usize) {
        debug_assert!(self
            .allocs
            .first()
            .is_none_or(|(b, _)| addr + size as u64 <= *b));
        self.allocs.insert(0, (addr, vec![0; size]));
        self.bytes += size as u64;
    }

    /// Bytes held by all allocations.
    pub fn allocated(&self) -> u64 {
        self.bytes
    }

    fn alloc(&mut self, size: usize) -> u64 {
        if self.next == 0 {
            self.next = GLOBAL_BASE;
        }
        let addr = self.next;
        let span = (size as u64).max(1).div_ceil(PAGE) * PAGE;
        self.next = addr + span + PAGE; // guard page
        self.allocs.push((addr, vec![0; size]));
        self.bytes += size as u64;
        addr
    }

    fn find(&self, addr: u64, len: usize) -> Option<usize> {
        let hit = |i: usize| {
            let (b, d) = &self.allocs[i];
            // Checked: an address near 2^64 must miss, not overflow.
            addr >= *b
                && (addr - b)
                    .checked_add(len as u64)
                    .is_some_and(|end| end <= d.len() as u64)
        };
        let l = self.last.get();
        if l < self.allocs.len() && hit(l) {
            return Some(l);
        }
        let i = self
            .allocs
            .partition_point(|(b, _)| *b <= addr)
            .checked_sub(1)?;
        if hit(i) {
            self.last.set(i);
            Some(i)
        } else {
            None
        }
    }

    /// `len` bytes at `addr`, if they lie within one allocation.
    pub fn slice(&self, addr: u64, len: usize) -> Option<&[u8]> {
        let i = self.find(addr, len)?;
        let (b, d) = &self.allocs[i];
        let o = (addr - b) as usize;
        Some(&d[o..o + len])
    }

    pub fn slice_mut(&mut self, addr: u64, len: usize) -> Option<&mut [u8]> {
        let i = self.find(addr, len)?;
        let (b, d) = &mut self.allocs[i];
        let o = (addr - *b) as usize;
        Some(&mut d[o..o + len])
    }
}

/// A device buffer: its address and size.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Buffer {
    pub addr: u64,
    pub size: usize,
}

/// A kernel argument as the host passes it.
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    /// A global pointer (`global_buffer`).
    Buffer(Buffer),
    /// A raw 64-bit pointer value.
    Ptr(u64),
    I32(i32),
    U32(u32),
    F32(f32),
    I64(i64),
    U64(u64),
    F64(f64),
    /// Any by-value bytes (structs, vectors).
    Bytes(Vec<u8>),
    /// A `__local` pointer (`dynamic_shared_pointer`): allocates this many
    /// bytes of LDS per workgroup and passes their offset.
    Local(u32),
}

impl Arg {
    fn bytes(&self) -> Vec<u8> {
        match self {
            Arg::Buffer(b) => b.addr.to_le_bytes().to_vec(),
            Arg::Ptr(p) => p.to_le_bytes().to_vec(),
            Arg::I32(x) => x.to_le_bytes().to_vec(),
            Arg::U32(x) => x.to_le_bytes().to_vec(),
            Arg::F32(x) => x.to_le_bytes().to_vec(),
            Arg::I64(x) => x.to_le_bytes().to_vec(),
            Arg::U64(x) => x.to_le_bytes().to_vec(),
            Arg::F64(x) => x.to_le_bytes().to_vec(),
            Arg::Bytes(b) => b.clone(),
            Arg::Local(_) => Vec::new(),
        }
    }
}

/// A loaded code object.
#[derive(Debug)]
pub struct Executable {
    pub code: CodeObject,
    /// `.text` decoded at the processor's default wave size.
    pub program: Program,
    /// `.text` decoded at the other wave size, when a kernel runs at it
    /// (a lane-mask operand's register, `vcc_lo` or `vcc`, depends on the
    /// wave size the bytes execute at).
    pub other_program: Option<Program>,
}

impl Executable {
    pub fn kernel(&self, name: &str) -> Option<&Kernel> {
        self.code.kernel(name)
    }

    /// The program decoded at `wave` lanes.
    pub fn program_at(&self, wave: u32) -> Option<&Program> {
        [Some(&self.program), self.other_program.as_ref()]
            .into_iter()
            .flatten()
            .find(|p| p.wave_size == wave)
    }
}

/// The lanes of the waves a kernel runs in on `p`: its descriptor's
/// ENABLE_WAVEFRONT_SIZE32 (seed 002, kernel_code_properties; reserved 0
/// before GFX10), which must name a wave size the processor has.
pub fn kernel_wave_size(kd: &crate::loader::KernelDescriptor, p: Processor) -> Result<u32> {
    let wave = if kd.has(kd_flags::WAVEFRONT_SIZE32) {
        32
    } else {
        64
    };
    if !p.info().wave_sizes.contains(&(wave as u8)) {
        return Err(derr(format!(
            "the kernel descriptor asks for wave{wave}, which {} does not run",
            p.name()
        )));
    }
    Ok(wave)
}

/// The geometry of a dispatch, in work-items (HSA convention: the grid
/// size counts work-items, not workgroups).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Dispatch {
    pub grid: [u32; 3],
    pub workgroup: [u32; 3],
    /// Extra dynamic LDS bytes per workgroup (beyond the kernel's static
    /// group segment and `Arg::Local` arguments).
    pub dynamic_lds: u32,
}

impl Dispatch {
    pub fn linear(grid: u32, workgroup: u32) -> Dispatch {
        Dispatch {
            grid: [grid, 1, 1],
            workgroup: [workgroup, 1, 1],
            dynamic_lds: 0,
        }
    }
}

/// An emulated GPU.
pub struct Device {
    pub processor: Processor,
    pub mem: GlobalMemory,
    pub options: SimOptions,
    /// Dispatches started so far: the next one's dispatch id.
    dispatches: u64,
}

fn derr(m: impl Into<String>) -> SimError {
    SimError::dispatch(m)
}

impl Device {
    pub fn new(processor: Processor) -> Device {
        Device {
            processor,
            mem: GlobalMemory::default(),
            options: SimOptions::default(),
            dispatches: 0,
        }
    }

    /// Allocates a zeroed buffer, or fails with `ErrorKind::Limit` (naming
    /// `what`) when it would take the device past [`SimOptions::max_memory`].
    pub fn try_alloc(&mut self, size: usize, what: &str) -> Result<Buffer> {
        self.check_memory(size as u64, what)?;
        Ok(self.alloc(size))
    }

    /// Whether `size` more bytes fit [`SimOptions::max_memory`].
    fn check_memory(&self, size: u64, what: &str) -> Result<()> {
        let total = self.mem.allocated().checked_add(size);
        if total.is_none_or(|t| t > self.options.max_memory) {
            return Err(SimError::new(ErrorKind::Limit(format!(
                "{what} of {size} bytes would take device memory past the simulator's \
                 limit of {} bytes ({} in use)",
                self.options.max_memory,
                self.mem.allocated()
            ))));
        }
        Ok(())
    }

    /// Allocates a zeroed buffer (unchecked: host code sizes its own
    /// buffers; see [`Device::try_alloc`]).
    pub fn alloc(&mut self, size: usize) -> Buffer {
        Buffer {
            addr: self.mem.alloc(size),
            size,
        }
    }

    /// Copies `bytes` to device address `addr`.
    pub fn write(&mut self, addr: u64, bytes: &[u8]) -> Result<()> {
        let s = self.mem.slice_mut(addr, bytes.len()).ok_or_else(|| {
            SimError::new(ErrorKind::Memory(format!(
                "host write of {} bytes at {addr:#x} is outside every buffer",
                bytes.len()
            )))
        })?;
        s.copy_from_slice(bytes);
        Ok(())
    }

    /// Reads `len` bytes at device address `addr`.
    pub fn read(&self, addr: u64, len: usize) -> Result<Vec<u8>> {
        self.mem
            .slice(addr, len)
            .map(|s| s.to_vec())
            .ok_or_else(|| {
                SimError::new(ErrorKind::Memory(format!(
                    "host read of {len} bytes at {addr:#x} is outside every buffer"
                )))
            })
    }

    /// Allocates a buffer holding `data` (little-endian 32-bit words).
    pub fn buffer_u32(&mut self, data: &[u32]) -> Buffer {
        let b = self.alloc(data.len() * 4);
        let bytes: Vec<u8> = data.iter().flat_map(|x| x.to_le_bytes()).collect();
        if let Some(s) = self.mem.slice_mut(b.addr, bytes.len()) {
            s.copy_from_slice(&bytes);
        }
        b
    }
    pub fn buffer_i32(&mut self, data: &[i32]) -> Buffer {
        self.buffer_u32(&data.iter().map(|&x| x as u32).collect::<Vec<_>>())
    }
    pub fn buffer_f32(&mut self, data: &[f32]) -> Buffer {
        self.buffer_u32(&data.iter().map(|x| x.to_bits()).collect::<Vec<_>>())
    }
    pub fn buffer_bytes(&mut self, data: &[u8]) -> Buffer {
        let b = self.alloc(data.len());
        if let Some(s) = self.mem.slice_mut(b.addr, data.len()) {
            s.copy_from_slice(data);
        }
        b
    }
    pub fn read_u32(&self, b: Buffer) -> Result<Vec<u32>> {
        let v = self.read(b.addr, b.size / 4 * 4)?;
        Ok(v.chunks_exact(4)
            .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
            .collect())
    }
    pub fn read_i32(&self, b: Buffer) -> Result<Vec<i32>> {
        Ok(self.read_u32(b)?.into_iter().map(|x| x as i32).collect())
    }
    pub fn read_f32(&self, b: Buffer) -> Result<Vec<f32>> {
        Ok(self.read_u32(b)?.into_iter().map(f32::from_bits).collect())
    }
    pub fn read_u64(&self, b: Buffer) -> Result<Vec<u64>> {
        let v = self.read(b.addr, b.size / 8 * 8)?;
        Ok(v.chunks_exact(8)
            .map(|c| u64::from_le_bytes(c.try_into().unwrap_or([0; 8])))
            .collect())
    }

    /// Loads a code object for this device's processor: allocates device
    /// memory for its image (code, read-only data, `.data`, `.bss`),
    /// relocates it there and pre-decodes its `.text` at the address the
    /// code runs from.
    pub fn load(&mut self, elf: &[u8]) -> Result<Executable> {
        // The image must fit what is left of the memory limit.
        let room = self.options.max_memory.saturating_sub(self.mem.allocated());
        let mut code = CodeObject::parse_within(elf, room)?;
        if code.processor != self.processor {
            return Err(SimError::load(format!(
                "code object is for {}, device is {}",
                code.processor.name(),
                self.processor.name()
            )));
        }
        let align = code.image.align.max(1);
        let size = code.image.bytes.len().max(1);
        let span = usize::try_from(align - 1)
            .ok()
            .and_then(|a| size.checked_add(a))
            .ok_or_else(|| SimError::load("image alignment too large"))?;
        let mem = self.try_alloc(span, "the code object's image")?;
        let base = mem.addr.next_multiple_of(align);
        let bytes = code.place(base)?;
        self.write(base, &bytes)?;
        // Decode once per wave size the kernels run at (the default one
        // always, for a code object without kernels).
        let p = code.processor;
        let default = p.info().wave_sizes[0] as u32;
        let other = code
            .kernels
            .iter()
            .filter_map(|k| kernel_wave_size(&k.descriptor, p).ok())
            .find(|&w| w != default);
        let program = Program::new_wave(&code.text, code.text_addr, p, default);
        let other_program = other.map(|w| Program::new_wave(&code.text, code.text_addr, p, w));
        Ok(Executable {
            code,
            program,
            other_program,
        })
    }

    /// Runs kernel `name` of `module` to completion.
    pub fn dispatch(
        &mut self,
        module: &Executable,
        name: &str,
        d: Dispatch,
        args: &[Arg],
    ) -> Result<Stats> {
        let k = module
            .kernel(name)
            .ok_or_else(|| derr(format!("no kernel named {name}")))?;
        let kd = &k.descriptor;
        let p = self.processor.info();
        if d.workgroup.contains(&0) || d.grid.contains(&0) {
            return Err(derr("grid and workgroup sizes must be non-zero"));
        }
        let wg_items: u64 = d.workgroup.iter().map(|&x| x as u64).product();
        let max_wg = if k.meta.max_flat_workgroup_size > 0 {
            k.meta.max_flat_workgroup_size as u64
        } else {
            1024
        };
        if wg_items > max_wg.min(1024) {
            return Err(derr(format!(
                "workgroup of {wg_items} work-items exceeds the kernel's maximum {max_wg}"
            )));
        }
        let lanes = kernel_wave_size(kd, self.processor)?;
        let prog = module
            .program_at(lanes)
            .ok_or_else(|| derr(format!("kernel {name}: no program decoded at wave{lanes}")))?;
        let lanes = lanes as usize;

        // LDS layout: static group segment, then Local args, then dynamic.
        let mut lds_size = kd
            .group_segment_fixed_size
            .max(k.meta.group_segment_fixed_size);
        let explicit: Vec<_> = k.meta.args.iter().filter(|a| !a.is_hidden()).collect();
        if explicit.len() != args.len() {
            return Err(derr(format!(
                "kernel {name} takes {} arguments, {} given",
                explicit.len(),
                args.len()
            )));
        }
        let seg_size = (k.meta.kernarg_segment_size.max(kd.kernarg_size) as usize).max(256);
        self.check_memory(seg_size as u64, "the kernarg segment")?;
        let mut kernarg = vec![0u8; seg_size];
        let mut put = |off: u32, bytes: &[u8], what: &str| -> Result<()> {
            let o = off as usize;
            kernarg
                .get_mut(o..o.saturating_add(bytes.len()))
                .ok_or_else(|| {
                    derr(format!(
                        "{what} at offset {off} is outside the kernarg segment"
                    ))
                })?
                .copy_from_slice(bytes);
            Ok(())
        };
        for (i, (m, a)) in explicit.iter().zip(args).enumerate() {
            match (m.value_kind.as_str(), a) {
                ("dynamic_shared_pointer", Arg::Local(n)) => {
                    // At least 16, as ROCm's runtime places them; more
                    // when the kernel asks for it.
                    let align = m.pointee_align.unwrap_or(1).max(16);
                    if !align.is_power_of_two() {
                        return Err(derr(format!(
                            "argument {i}: .pointee_align {align} is not a power of two"
                        )));
                    }
                    let (off, end) = lds_size
                        .checked_next_multiple_of(align)
                        .and_then(|o| Some((o, o.checked_add(*n)?)))
                        .ok_or_else(|| derr(format!("argument {i}: the LDS size overflows")))?;
                    lds_size = end;
                    let v = off.to_le_bytes();
                    put(m.offset, &v[..m.size.min(4) as usize], "argument")?;
                }
                ("dynamic_shared_pointer", _) | (_, Arg::Local(_)) => {
                    return Err(derr(format!(
                        "argument {i}: a __local pointer must be passed as Arg::Local"
                    )))
                }
                (_, a) => {
                    let b = a.bytes();
                    if b.len() != m.size as usize {
                        return Err(derr(format!(
                            "argument {i} ({}) has {} bytes, the kernel expects {}",
                            m.name.as_deref().unwrap_or("?"),
                            b.len(),
                            m.size
                        )));
                    }
                    put(m.offset, &b, "argument")?;
                }
            }
        }
        let lds_total = (lds_size as u64).next_multiple_of(4) + d.dynamic_lds as u64;
        if lds_total > p.lds_bytes as u64 {
            return Err(derr(format!(
                "{lds_total} bytes of LDS exceed the {} available",
                p.lds_bytes
            )));
        }
        lds_size = lds_total as u32;

        // Runtime structures.
        let queue = self.try_alloc(256, "the queue")?;
        let packet = self.try_alloc(64, "the dispatch packet")?;
        let blocks: [u32; 3] = std::array::from_fn(|i| d.grid[i].div_ceil(d.workgroup[i]));
        let dims = if d.grid[2] > 1 {
            3
        } else if d.grid[1] > 1 {
            2
        } else {
            1
        };
        for m in k.meta.args.iter().filter(|a| a.is_hidden()) {
            let v: u64 = match m.value_kind.as_str() {
                "hidden_block_count_x" => blocks[0] as u64,
                "hidden_block_count_y" => blocks[1] as u64,
                "hidden_block_count_z" => blocks[2] as u64,
                "hidden_group_size_x" => d.workgroup[0] as u64,
                "hidden_group_size_y" => d.workgroup[1] as u64,
                "hidden_group_size_z" => d.workgroup[2] as u64,
                "hidden_remainder_x" => (d.grid[0] % d.workgroup[0]) as u64,
                "hidden_remainder_y" => (d.grid[1] % d.workgroup[1]) as u64,
                "hidden_remainder_z" => (d.grid[2] % d.workgroup[2]) as u64,
                "hidden_grid_dims" => dims,
                "hidden_dynamic_lds_size" => (lds_size - kd.group_segment_fixed_size) as u64,
                "hidden_private_base" => PRIVATE_APERTURE >> 32,
                "hidden_shared_base" => SHARED_APERTURE >> 32,
                "hidden_queue_ptr" => queue.addr,
                // Offsets 0; printf/hostcall/heap/multigrid/default queue/
                // completion action are not provided (null).
                _ => 0,
            };
            let b = v.to_le_bytes();
            put(m.offset, &b[..(m.size as usize).min(8)], "hidden argument")?;
        }
        let kernarg_buf = self.try_alloc(seg_size, "the kernarg segment")?;
        self.write(kernarg_buf.addr, &kernarg)?;
        // Per-work-item scratch: the descriptor's fixed size, plus room
        // for a dynamic stack; the packet and the private segment size
        // SGPR carry the same value, a multiple of 4 as the CP rounds it.
        // Past the hardware's limit the CP cannot launch the kernel.
        let fixed = kd.private_segment_fixed_size;
        let max_private = p.max_private_segment_size(lanes as u32);
        if fixed > max_private {
            return Err(SimError::new(ErrorKind::Limit(format!(
                "the kernel's private segment of {fixed} bytes per work-item exceeds the \
                 hardware's {max_private} (COMPUTE_TMPRING_SIZE.WAVESIZE)"
            ))));
        }
        let mut private_size = fixed.next_multiple_of(4);
        if kd.has(kd_flags::USES_DYNAMIC_STACK) {
            private_size = (private_size + DYNAMIC_STACK).min(max_private);
        }
        // hsa_kernel_dispatch_packet_t: header (type KERNEL_DISPATCH),
        // setup (dimensions), sizes, kernel object (the descriptor's
        // address), kernarg address; no completion signal.
        let mut pk = [0u8; 64];
        pk[0..2].copy_from_slice(&HSA_PACKET_TYPE_KERNEL_DISPATCH.to_le_bytes());
        pk[2..4].copy_from_slice(&(dims as u16).to_le_bytes());
        for i in 0..3 {
            pk[4 + 2 * i..6 + 2 * i].copy_from_slice(&(d.workgroup[i] as u16).to_le_bytes());
            pk[12 + 4 * i..16 + 4 * i].copy_from_slice(&d.grid[i].to_le_bytes());
        }
        pk[24..28].copy_from_slice(&private_size.to_le_bytes());
        pk[28..32].copy_from_slice(&lds_size.to_le_bytes());
        let kernel_object = module.code.base + k.kd_offset;
        pk[32..40].copy_from_slice(&kernel_object.to_le_bytes());
        pk[40..48].copy_from_slice(&kernarg_buf.addr.to_le_bytes());
        let dispatch_id = self.dispatches;
        self.dispatches += 1;
        self.write(packet.addr, &pk)?;

        // Register budgets.
        let total_vgprs = ((kd.granulated_vgprs() + 1) * p.vgpr_granule as u32) as usize;
        let (vgprs, agprs) = if p.unified_vgpr_file.is_some() {
            let acc = kd.accum_offset() as usize;
            (acc.min(total_vgprs), total_vgprs.saturating_sub(acc))
        } else if p.has_agprs {
            (total_vgprs, total_vgprs)
        } else {
            (total_vgprs, 0)
        };
        let mode = (kd.compute_pgm_rsrc1 >> 12 & 0xff)
            | (kd.dx10_clamp() as u32) << 8
            | (kd.ieee_mode() as u32) << 9;

        let mut stats = Stats::default();
        let mut rng = Rng::new(self.options.seed);
        self.check_memory(lds_size as u64, "LDS")?;
        let mut lds = vec![0u8; lds_size as usize];
        // What the kernel's private pages may take: the limit, less the
        // global memory and the LDS already held.
        let limit = self.options.max_memory;
        let mut budget = Budget::new(
            limit.saturating_sub(self.mem.allocated() + lds_size as u64),
            limit,
        );
        let mut steps_left = self.options.max_steps;
        let packed_tid = self.processor.info().packed_workitem_ids;
        for gz in 0..blocks[2] {
            for gy in 0..blocks[1] {
                for gx in 0..blocks[0] {
                    let g = [gx, gy, gz];
                    let size: [u32; 3] = std::array::from_fn(|i| {
                        d.workgroup[i].min(d.grid[i] - g[i] * d.workgroup[i])
                    });
                    let items = size[0] * size[1] * size[2];
                    let nwaves = items.div_ceil(lanes as u32);
                    let mut waves = Vec::with_capacity(nwaves as usize);
                    for wi in 0..nwaves {
                        let mut w = Wave::new(wi, vgprs, agprs, private_size, lanes);
                        w.set_generation(p.generation);
                        w.pc = k.entry;
                        w.mode = mode;
                        let mut s = 0usize;
                        // User SGPRs past the 16th take their numbers but
                        // are not written (seed 002, "Initial Kernel
                        // Execution State"); system SGPRs follow them.
                        let user = |w: &mut Wave, s: &mut usize, vals: &[u32]| {
                            for &v in vals {
                                if *s < MAX_USER_SGPRS {
                                    w.init_sgpr(*s, v);
                                }
                                *s += 1;
                            }
                        };
                        let sgprs = p.addressable_sgprs as usize;
                        let system = |w: &mut Wave, s: &mut usize, v: u32| {
                            if *s < sgprs {
                                w.init_sgpr(*s, v);
                            }
                            *s += 1;
                        };
                        if kd.has(kd_flags::PRIVATE_SEGMENT_BUFFER) {
                            // Scratch V# as the runtime builds it: base
                            // (lo, hi:16), stride 0, swizzle_enable
                            // (word1 bit 31), num_records, 32-bit uint
                            // data, index_stride 64 (word3 bits 21-22 = 3)
                            // and add_tid_enable (bit 23).
                            let base = SCRATCH_RSRC_BASE;
                            user(
                                &mut w,
                                &mut s,
                                &[
                                    base as u32,
                                    (base >> 32) as u32 & 0xffff | 1 << 31,
                                    u32::MAX,
                                    0x0002_7000 | 3 << 21 | 1 << 23,
                                ],
                            );
                        }
                        if kd.has(kd_flags::DISPATCH_PTR) {
                            user(
                                &mut w,
                                &mut s,
                                &[packet.addr as u32, (packet.addr >> 32) as u32],
                            );
                        }
                        if kd.has(kd_flags::QUEUE_PTR) {
                            user(
                                &mut w,
                                &mut s,
                                &[queue.addr as u32, (queue.addr >> 32) as u32],
                            );
                        }
                        if kd.has(kd_flags::KERNARG_SEGMENT_PTR) {
                            user(
                                &mut w,
                                &mut s,
                                &[kernarg_buf.addr as u32, (kernarg_buf.addr >> 32) as u32],
                            );
                        }
                        if kd.has(kd_flags::DISPATCH_ID) {
                            user(
                                &mut w,
                                &mut s,
                                &[dispatch_id as u32, (dispatch_id >> 32) as u32],
                            );
                        }
                        if kd.has(kd_flags::FLAT_SCRATCH_INIT) {
                            // Absolute flat scratch (GFX9): the 64-bit base
                            // the prologue adds the wave offset to.
                            let b = FLAT_SCRATCH_BASE;
                            user(&mut w, &mut s, &[b as u32, (b >> 32) as u32]);
                        }
                        if kd.has(kd_flags::PRIVATE_SEGMENT_SIZE) {
                            user(&mut w, &mut s, &[private_size]);
                        }
                        let want = kd.user_sgpr_count() as usize;
                        if s > want {
                            return Err(derr(format!(
                                "descriptor enables {s} user SGPRs but USER_SGPR_COUNT is {want}"
                            )));
                        }
                        // Preloaded kernargs fill the remaining user SGPRs.
                        let pre = kd.kernarg_preload_offset as usize * 4;
                        for j in 0..want - s {
                            let o = pre + 4 * j;
                            let v = kernarg
                                .get(o..o + 4)
                                .map_or(0, |b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]));
                            user(&mut w, &mut s, &[v]);
                        }
                        if p.generation.info().architected_sgprs {
                            // Architected SGPRs (GFX12): the IDs go to
                            // TTMP9 (X) and TTMP7 (Y 15:0, Z 31:16), not
                            // after the user SGPRs.
                            let [x, y, z] = [0, 1, 2].map(|d| {
                                if kd.enable_workgroup_id(d as u32) {
                                    g[d]
                                } else {
                                    0
                                }
                            });
                            w.init_sgpr(108 + 9, x);
                            w.init_sgpr(108 + 7, (z << 16) | (y & 0xffff));
                        } else {
                            for (dim, &gid) in g.iter().enumerate() {
                                if kd.enable_workgroup_id(dim as u32) {
                                    system(&mut w, &mut s, gid);
                                }
                            }
                        }
                        if kd.enable_workgroup_info() {
                            // {first_wavefront, 14'b0, ordered_append_term
                            // (0), threadgroup_size_in_wavefronts}.
                            system(&mut w, &mut s, ((wi == 0) as u32) << 31 | nwaves);
                        }
                        let wave_offset = w.scratch_wave_offset;
                        if kd.enable_private_segment() && !p.architected_flat_scratch {
                            system(&mut w, &mut s, wave_offset as u32);
                        } else if kd.has(kd_flags::PRIVATE_SEGMENT_BUFFER)
                            && !p.architected_flat_scratch
                        {
                            // llc-22 kernels that make calls but use no
                            // stack add the wave-offset SGPR to the scratch
                            // V# in their prologue even when the descriptor
                            // leaves it disabled (the sum is then never used
                            // to access memory). The hardware leaves a stale
                            // value there; sim gives it 0, the offset of
                            // every wave's private memory.
                            system(&mut w, &mut s, 0);
                        }
                        if p.architected_flat_scratch {
                            // FLAT_SCRATCH is set up by the hardware: the
                            // scratch base plus the wave's offset. GFX9
                            // (gfx942+) shows it as the SGPR pair at 102;
                            // where the generation has no such operand
                            // (GFX11: s102 is an ordinary SGPR) only the
                            // scratch instructions see it.
                            let fs = FLAT_SCRATCH_BASE + wave_offset;
                            let g = p.generation;
                            if agc_isa::regs::Reg::FLAT_SCRATCH.scalar_code_in(g).is_some() {
                                let c = agc_isa::regs::special::FLAT_SCRATCH as usize;
                                w.init_sgpr(c, fs as u32);
                                w.init_sgpr(c + 1, (fs >> 32) as u32);
                            } else {
                                w.flat_scratch_hw = Some(fs);
                            }
                        }
                        if s > sgprs {
                            return Err(derr(format!("initial SGPRs exceed s{}", sgprs - 1)));
                        }
                        // Work-item ids and EXEC.
                        let mut ids = [[0u32; LANES]; 3];
                        let mut exec = 0u64;
                        for l in 0..lanes {
                            let flat = wi * lanes as u32 + l as u32;
                            if flat >= items {
                                break;
                            }
                            exec |= 1 << l;
                            ids[0][l] = flat % size[0];
                            ids[1][l] = flat / size[0] % size[1];
                            ids[2][l] = flat / (size[0] * size[1]);
                        }
                        w.set_exec(exec);
                        let nid = kd.enable_vgpr_workitem_id() as usize + 1;
                        let needed = if packed_tid { 1 } else { nid.min(3) };
                        if w.v.len() < needed {
                            return Err(derr(
                                "descriptor allocates fewer VGPRs than work-item ids",
                            ));
                        }
                        if packed_tid {
                            // Fields the descriptor does not enable are 0.
                            let y = if nid > 1 { 1 } else { 0 };
                            let z = if nid > 2 { 1 } else { 0 };
                            for l in 0..lanes {
                                w.v[0][l] =
                                    ids[0][l] | (ids[1][l] * y) << 10 | (ids[2][l] * z) << 20;
                            }
                            w.vinit[0] = exec;
                        } else {
                            for (r, id) in ids.iter().enumerate().take(nid.min(3)) {
                                w.v[r] = *id;
                                w.vinit[r] = exec;
                            }
                        }
                        waves.push(w);
                    }
                    lds.iter_mut().for_each(|b| *b = 0);
                    let mut env = Env {
                        prog,
                        mem: &mut self.mem,
                        lds: &mut lds,
                        opts: &self.options,
                        stats: &mut stats,
                        budget: &mut budget,
                        steps_left: &mut steps_left,
                    };
                    run_workgroup(&mut waves, &mut env, &mut rng, g)?;
                    // The workgroup's private pages are gone with its waves.
                    budget.left += waves.iter().map(|w| w.private.allocated()).sum::<u64>();
                    stats.waves += nwaves as u64;
                    stats.workgroups += 1;
                }
            }
        }
        Ok(stats)
    }
}
