//! A counting global allocator for the robustness runs: live and peak
//! heap bytes, and a cap on one allocation.
//!
//! Role: the fuzz tests bound the heap an input may take. A test binary
//! installs one [`Counting`] as its `#[global_allocator]`, calls
//! [`Counting::start`] before an input and [`Counting::grown`] after it.
//! An allocation above the cap is refused (the caller's `report` prints
//! what it knows, such as the input's seed, first, with no allocation of
//! its own), which aborts the run: a finding, not a slow death by swap.

use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering};

/// The allocator: the system's, counted.
pub struct Counting {
    cap: usize,
    report: fn(usize),
    live: AtomicUsize,
    peak: AtomicUsize,
}

impl Counting {
    /// Refuses single allocations above `cap` bytes after calling
    /// `report(size)`, which must not allocate.
    pub const fn new(cap: usize, report: fn(usize)) -> Counting {
        Counting {
            cap,
            report,
            live: AtomicUsize::new(0),
            peak: AtomicUsize::new(0),
        }
    }

    /// Starts a measurement: the live bytes now, which
    /// [`Counting::grown`] measures from.
    pub fn start(&self) -> usize {
        let base = self.live.load(Ordering::Relaxed);
        self.peak.store(base, Ordering::Relaxed);
        base
    }

    /// Peak heap growth since [`Counting::start`] returned `base`.
    pub fn grown(&self, base: usize) -> usize {
        self.peak.load(Ordering::Relaxed).saturating_sub(base)
    }

    fn too_big(&self, size: usize) -> bool {
        if size > self.cap {
            (self.report)(size);
            return true;
        }
        false
    }

    fn added(&self, size: usize) {
        let now = self.live.fetch_add(size, Ordering::Relaxed) + size;
        self.peak.fetch_max(now, Ordering::Relaxed);
    }
}

// SAFETY: every call forwards to `System` with the caller's arguments;
// the counters are atomics and never affect the memory handed out.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        if self.too_big(layout.size()) {
            return std::ptr::null_mut();
        }
        let p = unsafe { System.alloc(layout) };
        if !p.is_null() {
            self.added(layout.size());
        }
        p
    }
    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        if self.too_big(layout.size()) {
            return std::ptr::null_mut();
        }
        let p = unsafe { System.alloc_zeroed(layout) };
        if !p.is_null() {
            self.added(layout.size());
        }
        p
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        unsafe { System.dealloc(ptr, layout) };
        self.live.fetch_sub(layout.size(), Ordering::Relaxed);
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        if self.too_big(new_size) {
            return std::ptr::null_mut();
        }
        let p = unsafe { System.realloc(ptr, layout, new_size) };
        if !p.is_null() {
            self.live.fetch_sub(layout.size(), Ordering::Relaxed);
            self.added(new_size);
        }
        p
    }
}
