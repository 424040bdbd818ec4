//! The fields of the hidden kernel arguments and of the dispatch packet,
//! as agc IR computes them.
//!
//! Role: agc's IR has no pointer to the implicit kernel arguments; it has
//! the dispatch geometry they describe (`workgroup_size`, `grid_size`).
//! clang's OpenCL and HIP runtimes read that geometry through
//! `llvm.amdgcn.implicitarg.ptr` (code object V5's hidden arguments) or
//! `llvm.amdgcn.dispatch.ptr` (the HSA kernel dispatch packet), so the
//! importer follows such pointers symbolically (an offset from the block's
//! start, constant or computed) and turns each load into the computation
//! of the field it reads. This table is the list of those fields.
//!
//! Exactness: the group and grid sizes are the IR's own values; the block
//! count is ceil(grid / group) and the remainder grid mod group, both
//! computed from them, so they are right for any grid. The global offset
//! is 0: agc's dispatch model has no grid offset (HIP never sets one, and
//! agc's code objects do not ask for it). A load of any other field, or
//! with a type that does not match the field, is error E0301.

use agc_ir::Dim;

/// Which block the pointer points into.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Block {
    ImplicitArgs,
    DispatchPacket,
}

/// A field's value in terms of agc IR.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Field {
    /// ceil(grid_size / workgroup_size), u32.
    BlockCount(Dim),
    /// workgroup_size, u16.
    GroupSize(Dim),
    /// grid_size mod workgroup_size, u16.
    Remainder(Dim),
    /// 0, u64.
    GlobalOffset,
    /// grid_size, u32.
    GridSize(Dim),
}

/// (block, byte offset, byte size, field).
pub const FIELDS: &[(Block, u32, u32, Field)] = &[
    (Block::ImplicitArgs, 0, 4, Field::BlockCount(Dim::X)),
    (Block::ImplicitArgs, 4, 4, Field::BlockCount(Dim::Y)),
    (Block::ImplicitArgs, 8, 4, Field::BlockCount(Dim::Z)),
    (Block::ImplicitArgs, 12, 2, Field::GroupSize(Dim::X)),
    (Block::ImplicitArgs, 14, 2, Field::GroupSize(Dim::Y)),
    (Block::ImplicitArgs, 16, 2, Field::GroupSize(Dim::Z)),
    (Block::ImplicitArgs, 18, 2, Field::Remainder(Dim::X)),
    (Block::ImplicitArgs, 20, 2, Field::Remainder(Dim::Y)),
    (Block::ImplicitArgs, 22, 2, Field::Remainder(Dim::Z)),
    (Block::ImplicitArgs, 40, 8, Field::GlobalOffset),
    (Block::ImplicitArgs, 48, 8, Field::GlobalOffset),
    (Block::ImplicitArgs, 56, 8, Field::GlobalOffset),
    (Block::DispatchPacket, 4, 2, Field::GroupSize(Dim::X)),
    (Block::DispatchPacket, 6, 2, Field::GroupSize(Dim::Y)),
    (Block::DispatchPacket, 8, 2, Field::GroupSize(Dim::Z)),
    (Block::DispatchPacket, 12, 4, Field::GridSize(Dim::X)),
    (Block::DispatchPacket, 16, 4, Field::GridSize(Dim::Y)),
    (Block::DispatchPacket, 20, 4, Field::GridSize(Dim::Z)),
];

/// The field at exactly `offset` with `size` bytes.
pub fn field_at(block: Block, offset: i64, size: u32) -> Option<Field> {
    FIELDS
        .iter()
        .find(|&&(b, o, s, _)| b == block && o as i64 == offset && s == size)
        .map(|&(.., f)| f)
}

/// Every field of `size` bytes in `block`, with its offset.
pub fn fields_of_size(block: Block, size: u32) -> impl Iterator<Item = (u32, Field)> {
    FIELDS
        .iter()
        .filter(move |&&(b, _, s, _)| b == block && s == size)
        .map(|&(_, o, _, f)| (o, f))
}
