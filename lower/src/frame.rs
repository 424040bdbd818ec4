//! The private (scratch) frame of a function: where each stack slot
//! lives and how many bytes per work-item it takes.
//!
//! Role: instruction selection asks [`Frame::slot_offset`] for the address
//! of `stack_addr $slot`; register allocation appends a kernel's spill
//! area with [`Frame::reserve_spills`]; `emit` writes a kernel's
//! [`Frame::size`] (plus its callees' stack) into the descriptor's
//! `private_segment_fixed_size`.
//!
//! ```text
//!  frame base: offset 0 of the work-item's private segment in a kernel;
//!              the incoming stack pointer (s32) in a non-kernel function
//!  ├── incoming stack arguments (functions; the caller stored them)
//!  ├── stack slots, in declaration order, each at its alignment
//!  ├── kernels: spill area (register allocator; 4-byte slots)
//!  │   functions: the registers the prologue saves (regalloc appends)
//!  └── size = end rounded up to 4 (the runtime rounds to dwords anyway)
//! ```
//!
//! Invariants: offsets are relative to the frame base, are multiples of
//! their slot's alignment, and slots never overlap. In a kernel the
//! layout is the one the IR interpreter uses (slots in order at their
//! alignment from 0), so a private pointer's value is the same in both;
//! a function's slots sit above its incoming arguments, so its pointers
//! differ from the interpreter's, which no program can observe. Offsets
//! are not bounded by the 4095-byte immediate field of scratch accesses:
//! past it, selection (`isel/private.rs`) adds the offset's 4 KiB
//! multiple, scaled to stack-pointer units, to the base register and
//! keeps the remainder in the field; register allocation does the same
//! for the save area and the spill slots.
//!
//! The trick that serves kernels and functions alike: a frame is always
//! described *relative to its base*, never as absolute scratch offsets.
//! For a kernel the base is the constant 0, so a slot address folds into
//! an immediate; a function's base is a stack register (s32, or the frame
//! pointer s33 once the prologue moved s32 past the frame), so a slot
//! address is that register plus the same immediate, and a kernel that
//! calls sets s32 to its own [`Frame::size`] rounded to the stack
//! alignment.

use agc_ir::{Function, StackSlot};
use cranelift_entity::SecondaryMap;

/// The private frame of one function.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Frame {
    offsets: SecondaryMap<StackSlot, u32>,
    /// End of the stack-slot area.
    locals_end: u32,
    /// Start and length of the spill area (0 bytes until reserved).
    spill_offset: u32,
    spill_bytes: u32,
    /// Largest alignment of anything in the frame (at least 4).
    align: u32,
}

impl Frame {
    /// Lays out the stack slots of `func` in order at their alignment.
    pub fn layout(func: &Function) -> Frame {
        Frame::layout_after(func, 0)
    }

    /// Lays out the stack slots of `func` after `incoming` bytes of stack
    /// arguments (a non-kernel function's). Offsets past `u32::MAX` are
    /// held at it; [`Frame::first_slot_past`] finds the slot that a real
    /// limit cuts off, before anything reads such an offset.
    pub fn layout_after(func: &Function, incoming: u32) -> Frame {
        let mut f = Frame {
            align: 4,
            ..Frame::default()
        };
        // In 64 bits: a slot near 4 GiB must not wrap to offset 0.
        let mut end = incoming as u64;
        for (ss, data) in func.stack_slots.iter() {
            let align = data.align.max(1).next_power_of_two();
            end = end.next_multiple_of(align as u64);
            f.offsets[ss] = clamp(end);
            end += data.size as u64;
            f.align = f.align.max(align);
        }
        f.locals_end = clamp(end);
        f.spill_offset = clamp(end.next_multiple_of(4));
        f
    }

    /// The first stack slot of `func` that ends more than `limit` bytes
    /// past the frame base (the private segment a work-item may have),
    /// with the bytes the slots need up to and including it.
    pub fn first_slot_past(&self, func: &Function, limit: u32) -> Option<(StackSlot, u64)> {
        func.stack_slots.iter().find_map(|(ss, data)| {
            let end = self.offsets[ss] as u64 + data.size as u64;
            (end > limit as u64).then_some((ss, end))
        })
    }

    /// Offset of `slot` from the frame base.
    pub fn slot_offset(&self, slot: StackSlot) -> u32 {
        self.offsets[slot]
    }

    /// Bytes of the stack-slot area.
    pub fn locals_size(&self) -> u32 {
        self.locals_end
    }

    /// Reserves `bytes` of 4-byte spill slots after the stack slots;
    /// returns the offset of the spill area from the frame base. Calling
    /// it again replaces the earlier reservation (the allocator may retry).
    pub fn reserve_spills(&mut self, bytes: u32) -> u32 {
        self.spill_bytes = clamp((bytes as u64).next_multiple_of(4));
        self.spill_offset
    }

    /// Offset of the spill area from the frame base.
    pub fn spill_offset(&self) -> u32 {
        self.spill_offset
    }

    /// Largest alignment in the frame (at least 4).
    pub fn align(&self) -> u32 {
        self.align
    }

    /// Private bytes per work-item: the descriptor's and the metadata's
    /// `private_segment_fixed_size`. Held at `u32::MAX` when it would not
    /// fit (the driver rejects any frame above the hardware's limit).
    pub fn size(&self) -> u32 {
        if self.spill_bytes == 0 {
            clamp((self.locals_end as u64).next_multiple_of(4))
        } else {
            clamp(self.spill_offset as u64 + self.spill_bytes as u64)
        }
    }

    /// Whether the function needs any private memory.
    pub fn is_empty(&self) -> bool {
        self.size() == 0
    }
}

/// A byte count held at `u32::MAX` when it does not fit.
fn clamp(bytes: u64) -> u32 {
    bytes.min(u32::MAX as u64) as u32
}

#[cfg(test)]
mod tests {
    use super::*;
    use agc_ir::Function;

    /// Oracle: the IR interpreter's layout rule (docs/ir.md, "Memory":
    /// slots in order at their alignment from 0).
    #[test]
    fn slots_in_order_at_alignment_like_the_interpreter() {
        let mut f = Function::new("k", agc_ir::FuncKind::Kernel);
        let a = f.create_stack_slot(3, 1);
        let b = f.create_stack_slot(8, 8);
        let c = f.create_stack_slot(2, 2);
        let mut fr = Frame::layout(&f);
        assert_eq!(
            (fr.slot_offset(a), fr.slot_offset(b), fr.slot_offset(c)),
            (0, 8, 16)
        );
        assert_eq!(fr.locals_size(), 18);
        assert_eq!(fr.size(), 20);
        assert_eq!(fr.align(), 8);
        assert_eq!(fr.reserve_spills(6), 20);
        assert_eq!(fr.size(), 28);
        assert_eq!(fr.reserve_spills(4), 20);
        assert_eq!(fr.size(), 24);
        assert!(Frame::layout(&Function::new("e", agc_ir::FuncKind::Kernel)).is_empty());
        // A function's slots follow its 12 bytes of stack arguments.
        let g = Frame::layout_after(&f, 12);
        assert_eq!((g.slot_offset(a), g.slot_offset(b)), (12, 16));
        assert_eq!(g.size(), 28);
    }

    /// A slot near 4 GiB neither wraps nor panics: its offset and the
    /// frame's size are held at `u32::MAX`, and the limit check names it.
    /// Before, the size wrapped to 0 and both slots shared offset 0.
    #[test]
    fn huge_slots_do_not_wrap() {
        let mut f = Function::new("k", agc_ir::FuncKind::Kernel);
        let a = f.create_stack_slot(4294967292, 4);
        let b = f.create_stack_slot(8, 4);
        let fr = Frame::layout(&f);
        assert_eq!(fr.slot_offset(a), 0);
        assert_eq!(fr.slot_offset(b), 4294967292);
        assert_eq!(fr.size(), u32::MAX);
        assert_eq!(fr.first_slot_past(&f, 131056), Some((a, 4294967292)));
        let mut g = Function::new("k", agc_ir::FuncKind::Kernel);
        let one = g.create_stack_slot(u32::MAX, 4);
        let fr = Frame::layout(&g);
        assert_eq!(fr.size(), u32::MAX);
        assert_eq!(fr.first_slot_past(&g, 131056), Some((one, u32::MAX as u64)));
        assert_eq!(fr.first_slot_past(&g, u32::MAX), None);
    }
}
