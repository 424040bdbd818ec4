//! The memory model: global buffers in a fake 64-bit address space, LDS and
//! private memory with definedness tracking, and the flat apertures.
//!
//! Role: the host side allocates [`Memory`] buffers and passes their
//! addresses as kernel arguments; the interpreter reads and writes them.
//! Every access is bounds-checked against exactly one buffer, so an
//! out-of-bounds access is an error instead of silently hitting a
//! neighbour.
//!
//! Address map (the numbers are part of the semantics; docs/ir.md repeats
//! them):
//!
//! ```text
//!  0x0000_0000_0000_0000  null (flat, global, constant)
//!  0x0000_0001_0000_0000  GLOBAL_BASE: first buffer; each buffer 256-aligned,
//!                         followed by a guard gap of at least 4 KiB
//!  0x0001_0000_0000_0000  LOCAL_APERTURE:   flat view of this workgroup's LDS (4 GiB)
//!  0x0002_0000_0000_0000  PRIVATE_APERTURE: flat view of this work-item's scratch (4 GiB)
//!  0x0003_0000_0000_0000  CODE_BASE: `funcaddr` of function k is CODE_BASE + 256*k;
//!                         no memory is there, so loads and stores through it fail
//! ```
//!
//! The aperture bases are those the ROCm runtime programs on GFX9 and later
//! (`src_shared_base`/`src_private_base` read back their high halves), so a
//! flat pointer computed here is the one the hardware would compute. Local
//! and private pointers are 32-bit offsets from 0; their null is
//! `0xffffffff`, as on AMDGPU, and `addrspacecast` maps null to null.
//!
//! Global memory is defined everywhere (the host wrote it, or it is zero).
//! LDS and private memory start *undefined*: the hardware leaves them
//! holding garbage, so `Scratch` keeps one definedness bit per byte and a
//! read of a byte never written is an [`ErrorKind::Uninitialized`] error.
//! That catches the common bug of reading LDS before the barrier that
//! publishes it.

use super::eval::{trap, Trap};
use super::{ErrorKind, InterpError};

/// Address of the first global buffer.
pub const GLOBAL_BASE: u64 = 0x1_0000_0000;
/// Alignment of every buffer's base address.
pub const BUFFER_ALIGN: u64 = 256;
/// Unmapped bytes between consecutive buffers, at least.
pub const GUARD_GAP: u64 = 4096;
/// Flat address of LDS offset 0.
pub const LOCAL_APERTURE: u64 = 0x0001_0000_0000_0000;
/// Flat address of private offset 0.
pub const PRIVATE_APERTURE: u64 = 0x0002_0000_0000_0000;
/// Address of function 0 (`funcaddr`); function k is at
/// `CODE_BASE + CODE_STRIDE * k`.
pub const CODE_BASE: u64 = 0x0003_0000_0000_0000;
/// Distance between two functions' addresses.
pub const CODE_STRIDE: u64 = 256;
/// Size of each aperture.
pub const APERTURE_SIZE: u64 = 1 << 32;
/// The null local pointer.
pub const LOCAL_NULL: u64 = 0xffff_ffff;
/// The null private pointer.
pub const PRIVATE_NULL: u64 = 0xffff_ffff;

struct Buffer {
    base: u64,
    data: Vec<u8>,
    read_only: bool,
}

/// Global memory: the buffers the host allocated, sorted by address.
#[derive(Default)]
pub struct Memory {
    buffers: Vec<Buffer>,
    next: u64,
}

impl Memory {
    pub fn new() -> Memory {
        Memory {
            buffers: Vec::new(),
            next: GLOBAL_BASE,
        }
    }

    fn push(&mut self, data: Vec<u8>, read_only: bool) -> u64 {
        if self.next == 0 {
            self.next = GLOBAL_BASE;
        }
        let base = self.next;
        let end = base + data.len() as u64 + GUARD_GAP;
        self.next = end.div_ceil(BUFFER_ALIGN) * BUFFER_ALIGN;
        self.buffers.push(Buffer {
            base,
            data,
            read_only,
        });
        base
    }

    /// Allocates `size` zero bytes; returns the buffer's address.
    pub fn alloc(&mut self, size: usize) -> u64 {
        self.push(vec![0; size], false)
    }

    /// Allocates a buffer holding a copy of `data`.
    pub fn alloc_init(&mut self, data: &[u8]) -> u64 {
        self.push(data.to_vec(), false)
    }

    /// Allocates a buffer the device may only read: stores and atomics to
    /// it are [`ErrorKind::ReadOnly`] errors. Use it for data passed
    /// through `ptr.constant`.
    pub fn alloc_read_only(&mut self, data: &[u8]) -> u64 {
        self.push(data.to_vec(), true)
    }

    /// The whole buffer that starts at `addr`.
    pub fn buffer(&self, addr: u64) -> Option<&[u8]> {
        self.buffers
            .binary_search_by_key(&addr, |b| b.base)
            .ok()
            .map(|i| &self.buffers[i].data[..])
    }

    /// Host read of `len` bytes at `addr`.
    pub fn read(&self, addr: u64, len: usize) -> Result<&[u8], InterpError> {
        let (i, off) = self.find(addr, len).map_err(to_error)?;
        Ok(&self.buffers[i].data[off..off + len])
    }

    /// Host write of `data` at `addr` (allowed on read-only buffers: the
    /// host initialises them).
    pub fn write(&mut self, addr: u64, data: &[u8]) -> Result<(), InterpError> {
        let (i, off) = self.find(addr, data.len()).map_err(to_error)?;
        self.buffers[i].data[off..off + data.len()].copy_from_slice(data);
        Ok(())
    }

    /// Allocates a buffer of little-endian `u32`s.
    pub fn alloc_u32s(&mut self, values: &[u32]) -> u64 {
        let bytes: Vec<u8> = values.iter().flat_map(|v| v.to_le_bytes()).collect();
        self.push(bytes, false)
    }

    /// Allocates a buffer of little-endian `f32`s.
    pub fn alloc_f32s(&mut self, values: &[f32]) -> u64 {
        let bytes: Vec<u8> = values.iter().flat_map(|v| v.to_le_bytes()).collect();
        self.push(bytes, false)
    }

    /// Reads `n` little-endian `u32`s at `addr`.
    pub fn read_u32s(&self, addr: u64, n: usize) -> Result<Vec<u32>, InterpError> {
        let bytes = self.read(addr, n * 4)?;
        Ok(bytes
            .chunks_exact(4)
            .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
            .collect())
    }

    /// Reads `n` little-endian `f32`s at `addr`.
    pub fn read_f32s(&self, addr: u64, n: usize) -> Result<Vec<f32>, InterpError> {
        Ok(self
            .read_u32s(addr, n)?
            .into_iter()
            .map(f32::from_bits)
            .collect())
    }

    /// The buffer containing `[addr, addr + len)` and the offset in it.
    fn find(&self, addr: u64, len: usize) -> Result<(usize, usize), Trap> {
        let i = self.buffers.partition_point(|b| b.base <= addr);
        if i > 0 {
            let b = &self.buffers[i - 1];
            let off = addr - b.base;
            let size = b.data.len() as u64;
            if off.checked_add(len as u64).is_some_and(|end| end <= size) {
                return Ok((i - 1, off as usize));
            }
            if off < size + GUARD_GAP {
                return trap(
                    ErrorKind::OutOfBounds,
                    format!(
                        "{len}-byte access at {addr:#x} overruns the {size}-byte buffer at {:#x} (offset {off})",
                        b.base
                    ),
                );
            }
        }
        trap(
            ErrorKind::OutOfBounds,
            format!("{len}-byte access at {addr:#x} is outside every buffer"),
        )
    }

    /// Device read: bounds-checked.
    pub(crate) fn device_read(&self, addr: u64, out: &mut [u8]) -> Result<(), Trap> {
        let (i, off) = self.find(addr, out.len())?;
        out.copy_from_slice(&self.buffers[i].data[off..off + out.len()]);
        Ok(())
    }

    /// Device write: bounds-checked, refused on read-only buffers.
    pub(crate) fn device_write(&mut self, addr: u64, data: &[u8]) -> Result<(), Trap> {
        let (i, off) = self.find(addr, data.len())?;
        let b = &mut self.buffers[i];
        if b.read_only {
            return trap(
                ErrorKind::ReadOnly,
                format!(
                    "store to the read-only buffer at {:#x} (offset {off})",
                    b.base
                ),
            );
        }
        b.data[off..off + data.len()].copy_from_slice(data);
        Ok(())
    }
}

fn to_error(t: Trap) -> InterpError {
    InterpError::new(t.kind, t.msg)
}

/// LDS or one work-item's private memory: bytes plus one definedness bit
/// per byte.
#[derive(Clone, Debug, Default)]
pub(crate) struct Scratch {
    bytes: Vec<u8>,
    defined: Vec<u64>,
}

impl Scratch {
    /// `size` undefined bytes.
    pub fn new(size: usize) -> Scratch {
        let mut s = Scratch::default();
        s.resize(size);
        s
    }

    /// Grows or shrinks to `size` bytes; bytes added are undefined.
    pub fn resize(&mut self, size: usize) {
        let old = self.bytes.len();
        self.bytes.resize(size, 0);
        self.defined.resize(size.div_ceil(64), 0);
        for i in old..size {
            self.defined[i / 64] &= !(1 << (i % 64));
        }
    }

    fn range(&self, off: u64, len: usize, space: &str) -> Result<usize, Trap> {
        match off.checked_add(len as u64) {
            Some(end) if end <= self.bytes.len() as u64 => Ok(off as usize),
            _ => trap(
                ErrorKind::OutOfBounds,
                format!(
                    "{len}-byte {space} access at offset {off:#x} is outside the {} bytes in use",
                    self.bytes.len()
                ),
            ),
        }
    }

    pub fn read(&self, off: u64, out: &mut [u8], space: &str) -> Result<(), Trap> {
        let start = self.range(off, out.len(), space)?;
        for i in start..start + out.len() {
            if self.defined[i / 64] >> (i % 64) & 1 == 0 {
                return trap(
                    ErrorKind::Uninitialized,
                    format!(
                        "{}-byte {space} read at offset {off:#x} sees byte {i:#x}, never written",
                        out.len()
                    ),
                );
            }
        }
        out.copy_from_slice(&self.bytes[start..start + out.len()]);
        Ok(())
    }

    pub fn write(&mut self, off: u64, data: &[u8], space: &str) -> Result<(), Trap> {
        let start = self.range(off, data.len(), space)?;
        self.bytes[start..start + data.len()].copy_from_slice(data);
        for i in start..start + data.len() {
            self.defined[i / 64] |= 1 << (i % 64);
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn buffers_are_aligned_disjoint_and_guarded() {
        let mut m = Memory::new();
        let a = m.alloc(10);
        let b = m.alloc(300);
        assert_eq!(a, GLOBAL_BASE);
        assert_eq!(b % BUFFER_ALIGN, 0);
        assert!(b >= a + 10 + GUARD_GAP);
        assert!(m.read(a, 10).is_ok());
        let e = m.read(a + 8, 4).unwrap_err();
        assert_eq!(e.kind, ErrorKind::OutOfBounds);
        assert!(e.message.contains("overruns"), "{}", e.message);
        assert_eq!(m.read(0, 1).unwrap_err().kind, ErrorKind::OutOfBounds);
        m.write(b + 296, &[1, 2, 3, 4]).unwrap();
        assert_eq!(m.read(b + 296, 4).unwrap(), &[1, 2, 3, 4]);
        assert_eq!(m.buffer(b).map(<[u8]>::len), Some(300));
    }

    #[test]
    fn scratch_tracks_definedness() {
        let mut s = Scratch::new(16);
        let mut buf = [0u8; 4];
        assert_eq!(
            s.read(0, &mut buf, "LDS").unwrap_err().kind,
            ErrorKind::Uninitialized
        );
        s.write(0, &[1, 2, 3], "LDS").unwrap();
        assert!(s.read(0, &mut buf, "LDS").is_err());
        s.write(3, &[4], "LDS").unwrap();
        s.read(0, &mut buf, "LDS").unwrap();
        assert_eq!(buf, [1, 2, 3, 4]);
        assert_eq!(
            s.write(14, &[0; 4], "LDS").unwrap_err().kind,
            ErrorKind::OutOfBounds
        );
        s.resize(4);
        s.resize(8);
        assert!(s.read(4, &mut buf, "LDS").is_err());
    }
}
