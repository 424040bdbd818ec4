//! Per-lane private (scratch) memory, allocated a page at a time.
//!
//! Role: backs the private segment of every lane of one wave. A kernel
//! descriptor may claim a private segment of any size (up to the
//! hardware limit the dispatcher enforces, [`crate::device::MAX_PRIVATE_SEGMENT`]),
//! while kernels touch only the stack they use; storing 64 lanes' worth
//! up front would cost the claim, not the use.
//!
//! Invariants: lane `l`'s byte `a` (with `a < size`) lives at the flat
//! offset `l * size + a`; a page that was never written reads as zeros,
//! so a page is only allocated when a write leaves non-zero bytes in it.
//! Every allocated page is charged to the dispatch's memory budget
//! ([`Budget`]); running out is an `ErrorKind::Limit` error, never an
//! allocation failure.
//!
//! Trick: an access (at most 16 bytes) that lies inside one allocated page
//! is served in place; any other goes through a 16-byte buffer that is
//! gathered from the pages (zeros where none exist), handed to the
//! caller, and scattered back, allocating only the pages whose bytes
//! became non-zero.

use crate::error::{ErrorKind, Result, SimError};
use std::collections::HashMap;

/// Bytes per page.
const PAGE: u64 = 4096;
/// The widest access one lane makes (`*_dwordx4`).
const MAX_ACCESS: usize = 16;

/// Bytes a dispatch may still allocate on the kernel's behalf.
#[derive(Clone, Copy, Debug)]
pub struct Budget {
    /// Bytes left.
    pub left: u64,
    /// The whole budget, for messages.
    pub limit: u64,
}

impl Budget {
    pub fn new(left: u64, limit: u64) -> Budget {
        Budget { left, limit }
    }

    /// Charges `bytes`, or fails naming `what` and the limit.
    pub fn charge(&mut self, bytes: u64, what: &str) -> Result<()> {
        match self.left.checked_sub(bytes) {
            Some(l) => {
                self.left = l;
                Ok(())
            }
            None => Err(SimError::new(ErrorKind::Limit(format!(
                "{what} would exceed the simulator's memory limit of {} bytes",
                self.limit
            )))),
        }
    }
}

/// The private memory of one wave's lanes.
#[derive(Debug, Default)]
pub struct Private {
    /// Bytes per lane.
    size: u32,
    pages: HashMap<u64, Box<[u8; PAGE as usize]>>,
}

impl Private {
    pub fn new(size: u32) -> Private {
        Private {
            size,
            pages: HashMap::new(),
        }
    }

    /// Bytes per lane.
    pub fn size(&self) -> u32 {
        self.size
    }

    /// Bytes allocated so far.
    pub fn allocated(&self) -> u64 {
        self.pages.len() as u64 * PAGE
    }

    /// Calls `f` on the `n` bytes of lane `lane` at offset `a`, allocating
    /// (and charging to `budget`) the pages that `f` leaves non-zero.
    /// Errors when the bytes lie outside the segment.
    pub fn with<R>(
        &mut self,
        lane: usize,
        a: u64,
        n: usize,
        budget: &mut Budget,
        f: impl FnOnce(&mut [u8]) -> R,
    ) -> Result<R> {
        let size = self.size as u64;
        if n > MAX_ACCESS || a.checked_add(n as u64).is_none_or(|end| end > size) {
            return Err(SimError::new(ErrorKind::Memory(format!(
                "lane {lane}: private address {a:#x}+{n} is outside the {size}-byte segment"
            ))));
        }
        let o = lane as u64 * size + a;
        let (page, off) = (o / PAGE, (o % PAGE) as usize);
        if off + n <= PAGE as usize {
            if let Some(p) = self.pages.get_mut(&page) {
                return Ok(f(&mut p[off..off + n]));
            }
        }
        let mut buf = [0u8; MAX_ACCESS];
        self.gather(o, &mut buf[..n]);
        let r = f(&mut buf[..n]);
        // Scatter: existing pages take the bytes, new ones only non-zero
        // bytes.
        let mut at = 0;
        while at < n {
            let p = (o + at as u64) / PAGE;
            let po = ((o + at as u64) % PAGE) as usize;
            let k = (PAGE as usize - po).min(n - at);
            let src = &buf[at..at + k];
            if !self.pages.contains_key(&p) && src.iter().any(|&b| b != 0) {
                budget.charge(PAGE, "private memory")?;
                self.pages.insert(p, Box::new([0; PAGE as usize]));
            }
            if let Some(pg) = self.pages.get_mut(&p) {
                pg[po..po + k].copy_from_slice(src);
            }
            at += k;
        }
        Ok(r)
    }

    /// Fills `buf` with the bytes at flat offset `o` (zeros where no page
    /// exists).
    fn gather(&self, o: u64, buf: &mut [u8]) {
        let n = buf.len();
        let mut at = 0;
        while at < n {
            let p = (o + at as u64) / PAGE;
            let po = ((o + at as u64) % PAGE) as usize;
            let k = (PAGE as usize - po).min(n - at);
            if let Some(pg) = self.pages.get(&p) {
                buf[at..at + k].copy_from_slice(&pg[po..po + k]);
            }
            at += k;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Reads of untouched memory are zeros and allocate nothing; a write
    /// allocates only its page; a write straddling two pages lands in
    /// both; zeros written to fresh pages allocate nothing. Oracle: a
    /// flat byte array of the same size.
    #[test]
    fn pages_on_first_write() {
        let size = 3 * PAGE as u32 + 100;
        let mut p = Private::new(size);
        let mut budget = Budget::new(1 << 20, 1 << 20);
        let mut flat = vec![0u8; size as usize * 2];
        let read = |p: &mut Private, b: &mut Budget, lane: usize, a: u64, n: usize| {
            p.with(lane, a, n, b, |w| w.to_vec()).unwrap()
        };
        assert_eq!(read(&mut p, &mut budget, 1, 5000, 16), vec![0; 16]);
        assert_eq!(p.allocated(), 0);
        for (lane, a, v) in [
            (0usize, 10u64, 0x11u8),
            (1, PAGE - 3, 0x22),
            (1, size as u64 - 16, 0x33),
        ] {
            p.with(lane, a, 8, &mut budget, |w| w.fill(v)).unwrap();
            let o = lane * size as usize + a as usize;
            flat[o..o + 8].fill(v);
        }
        p.with(0, 2 * PAGE, 16, &mut budget, |w| w.fill(0)).unwrap();
        for lane in 0..2 {
            for a in (0..size as u64 - 16).step_by(7) {
                let o = lane * size as usize + a as usize;
                assert_eq!(read(&mut p, &mut budget, lane, a, 16), &flat[o..o + 16]);
            }
        }
        // Lane 0's page 0, lane 1's start straddling two pages, its end.
        assert!(p.allocated() <= 5 * PAGE, "{}", p.allocated());
        assert_eq!(budget.left, (1 << 20) - p.allocated());
    }

    /// Outside the segment is a memory error; a budget too small for the
    /// next page is a limit error.
    #[test]
    fn bounds_and_budget() {
        let mut p = Private::new(2 * PAGE as u32);
        let mut budget = Budget::new(PAGE, PAGE);
        assert!(p.with(0, 2 * PAGE - 4, 8, &mut budget, |_| ()).is_err());
        assert!(p.with(0, u64::MAX, 4, &mut budget, |_| ()).is_err());
        p.with(0, 0, 4, &mut budget, |w| w.fill(1)).unwrap();
        // Lane 1 starts two pages further: over budget.
        let e = p.with(1, 0, 4, &mut budget, |w| w.fill(1)).unwrap_err();
        assert!(matches!(e.kind, ErrorKind::Limit(_)), "{e}");
    }
}
