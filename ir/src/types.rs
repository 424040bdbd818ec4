//! Value types: scalars, address-space-tagged pointers and short vectors.
//!
//! A [`Type`] is a packed `u16`, so it is `Copy`, hashes in one word and
//! fits beside an opcode in every instruction. The layout is
//!
//! ```text
//!  15      12 11     8 7      4 3      0
//! +----------+--------+--------+--------+
//! | reserved | lanes  | addrsp |  kind  |
//! +----------+--------+--------+--------+
//! ```
//!
//! `kind` 0 is the "no value" type ([`Type::VOID`]), carried by instructions
//! that produce nothing. `lanes` holds the lane count minus one: vectors of
//! 2 to 4 lanes exist where the hardware has packed or wide forms, and of
//! 8 and 16 lanes for the fragments of the wave matrix operations (a
//! GFX11 WMMA's A and B are sixteen halves per lane, its accumulator eight
//! f32). The
//! address space field is meaningful only for pointers; its numbering is the
//! AMDGPU one of seed 002's address-space table, so a pointer's number can be
//! printed into LLVM IR or metadata unchanged.

use core::fmt;

/// An AMDGPU address space (seed 002, "地址空间" table), numbered as there.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum AddrSpace {
    /// Generic (flat) addresses: global, LDS or scratch, decided at run time
    /// through the apertures.
    Flat = 0,
    /// Global memory visible to all agents.
    Global = 1,
    /// Local data share: per-workgroup memory.
    Local = 3,
    /// Read-only global memory; scalar loads may be used.
    Constant = 4,
    /// Per-work-item scratch memory.
    Private = 5,
}

impl AddrSpace {
    /// All address spaces the IR accepts, in numbering order.
    pub const ALL: [AddrSpace; 5] = [
        AddrSpace::Flat,
        AddrSpace::Global,
        AddrSpace::Local,
        AddrSpace::Constant,
        AddrSpace::Private,
    ];

    /// The name used in the text format (`ptr.global`).
    pub fn name(self) -> &'static str {
        match self {
            AddrSpace::Flat => "flat",
            AddrSpace::Global => "global",
            AddrSpace::Local => "local",
            AddrSpace::Constant => "constant",
            AddrSpace::Private => "private",
        }
    }

    /// Looks an address space up by its text-format name.
    pub fn from_name(name: &str) -> Option<AddrSpace> {
        AddrSpace::ALL.into_iter().find(|a| a.name() == name)
    }

    /// The AMDGPU address-space number.
    pub fn number(self) -> u8 {
        self as u8
    }

    fn from_number(n: u16) -> AddrSpace {
        match n {
            0 => AddrSpace::Flat,
            1 => AddrSpace::Global,
            3 => AddrSpace::Local,
            4 => AddrSpace::Constant,
            _ => AddrSpace::Private,
        }
    }

    /// Width of a pointer into this address space, in bits. LDS and scratch
    /// offsets are 32-bit; everything reached through a 64-bit virtual
    /// address is 64-bit.
    pub fn pointer_bits(self) -> u32 {
        match self {
            AddrSpace::Local | AddrSpace::Private => 32,
            AddrSpace::Flat | AddrSpace::Global | AddrSpace::Constant => 64,
        }
    }
}

/// A scalar kind: the lane type of a value without its lane count.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum Kind {
    Void = 0,
    I1 = 1,
    I8 = 2,
    I16 = 3,
    I32 = 4,
    I64 = 5,
    F16 = 6,
    BF16 = 7,
    F32 = 8,
    F64 = 9,
    Ptr = 10,
}

/// The type of an SSA value. See the module doc for the packing.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Default)]
pub struct Type(u16);

impl Type {
    /// The type of instructions that produce no value.
    pub const VOID: Type = Type(0);
    pub const I1: Type = Type(Kind::I1 as u16);
    pub const I8: Type = Type(Kind::I8 as u16);
    pub const I16: Type = Type(Kind::I16 as u16);
    pub const I32: Type = Type(Kind::I32 as u16);
    pub const I64: Type = Type(Kind::I64 as u16);
    pub const F16: Type = Type(Kind::F16 as u16);
    pub const BF16: Type = Type(Kind::BF16 as u16);
    pub const F32: Type = Type(Kind::F32 as u16);
    pub const F64: Type = Type(Kind::F64 as u16);
    /// `f16x4`: the A/B operand of the f16 matrix operations.
    pub const F16X4: Type = Type(Kind::F16 as u16 | 3 << 8);
    /// `f32x4`: the accumulator of the matrix operations.
    pub const F32X4: Type = Type(Kind::F32 as u16 | 3 << 8);
    /// The lane counts a vector may have.
    pub const VECTOR_LANES: [u32; 5] = [2, 3, 4, 8, 16];

    /// Every scalar type that is not a pointer, in text-format order.
    pub const SCALARS: [Type; 9] = [
        Type::I1,
        Type::I8,
        Type::I16,
        Type::I32,
        Type::I64,
        Type::F16,
        Type::BF16,
        Type::F32,
        Type::F64,
    ];

    /// A pointer into `space`.
    pub const fn ptr(space: AddrSpace) -> Type {
        Type(Kind::Ptr as u16 | (space as u16) << 4)
    }

    /// The scalar kind of each lane.
    pub fn kind(self) -> Kind {
        match self.0 & 0xf {
            1 => Kind::I1,
            2 => Kind::I8,
            3 => Kind::I16,
            4 => Kind::I32,
            5 => Kind::I64,
            6 => Kind::F16,
            7 => Kind::BF16,
            8 => Kind::F32,
            9 => Kind::F64,
            10 => Kind::Ptr,
            _ => Kind::Void,
        }
    }

    /// Number of lanes: 1 for scalars, one of [`Type::VECTOR_LANES`] for
    /// vectors, 0 for `VOID`.
    pub fn lanes(self) -> u32 {
        if self.is_void() {
            0
        } else {
            u32::from((self.0 >> 8) & 0xf) + 1
        }
    }

    /// The type of one lane.
    pub fn lane_type(self) -> Type {
        Type(self.0 & 0xff)
    }

    /// This type with `lanes` lanes; `None` if the lane type cannot form
    /// vectors (`i1`, pointers, `void`) or the count is not 1 or one of
    /// [`Type::VECTOR_LANES`].
    pub fn with_lanes(self, lanes: u32) -> Option<Type> {
        let lane = self.lane_type();
        if lanes == 1 {
            return Some(lane);
        }
        if !Type::VECTOR_LANES.contains(&lanes)
            || matches!(lane.kind(), Kind::Void | Kind::I1 | Kind::Ptr)
        {
            return None;
        }
        Some(Type(lane.0 | ((lanes as u16 - 1) << 8)))
    }

    /// [`Type::with_lanes`] for tables: `lanes` must be valid for the
    /// lane type (2-4, 8 or 16, not `i1`/pointer), which is not checked.
    pub const fn with_lanes_const(self, lanes: u16) -> Type {
        Type((self.0 & 0xff) | ((lanes - 1) << 8))
    }

    pub fn is_void(self) -> bool {
        self.0 & 0xf == 0
    }
    pub fn is_vector(self) -> bool {
        self.lanes() > 1
    }
    /// An integer (including `i1`) scalar or vector.
    pub fn is_int(self) -> bool {
        matches!(
            self.kind(),
            Kind::I1 | Kind::I8 | Kind::I16 | Kind::I32 | Kind::I64
        )
    }
    /// A float scalar or vector.
    pub fn is_float(self) -> bool {
        matches!(self.kind(), Kind::F16 | Kind::BF16 | Kind::F32 | Kind::F64)
    }
    pub fn is_bool(self) -> bool {
        self == Type::I1
    }
    pub fn is_ptr(self) -> bool {
        self.kind() == Kind::Ptr
    }

    /// The address space of a pointer type.
    pub fn addr_space(self) -> Option<AddrSpace> {
        self.is_ptr()
            .then(|| AddrSpace::from_number((self.0 >> 4) & 0xf))
    }

    /// Width of one lane in bits (`i1` counts as 1).
    pub fn lane_bits(self) -> u32 {
        match self.kind() {
            Kind::Void => 0,
            Kind::I1 => 1,
            Kind::I8 => 8,
            Kind::I16 | Kind::F16 | Kind::BF16 => 16,
            Kind::I32 | Kind::F32 => 32,
            Kind::I64 | Kind::F64 => 64,
            Kind::Ptr => self.addr_space().map_or(64, AddrSpace::pointer_bits),
        }
    }

    /// Total width in bits.
    pub fn bits(self) -> u32 {
        self.lane_bits() * self.lanes()
    }

    /// Size in memory in bytes (`i1` occupies a byte).
    pub fn bytes(self) -> u32 {
        self.lane_bits().div_ceil(8) * self.lanes()
    }

    /// The integer type of the same width as this scalar (`f32` -> `i32`).
    pub fn as_int(self) -> Option<Type> {
        let lane = match self.lane_bits() {
            1 => Type::I1,
            8 => Type::I8,
            16 => Type::I16,
            32 => Type::I32,
            64 => Type::I64,
            _ => return None,
        };
        lane.with_lanes(self.lanes())
    }

    /// Parses the text-format spelling of a type (`i32`, `f16x2`, `ptr.local`).
    pub fn parse(text: &str) -> Option<Type> {
        if let Some(space) = text.strip_prefix("ptr.") {
            return AddrSpace::from_name(space).map(Type::ptr);
        }
        let (lane, lanes) = match text.split_once('x') {
            Some((lane, n)) => (lane, n.parse::<u32>().ok()?),
            None => (text, 1),
        };
        let lane = Type::SCALARS.into_iter().find(|t| t.lane_name() == lane)?;
        lane.with_lanes(lanes)
    }

    fn lane_name(self) -> &'static str {
        match self.kind() {
            Kind::Void => "void",
            Kind::I1 => "i1",
            Kind::I8 => "i8",
            Kind::I16 => "i16",
            Kind::I32 => "i32",
            Kind::I64 => "i64",
            Kind::F16 => "f16",
            Kind::BF16 => "bf16",
            Kind::F32 => "f32",
            Kind::F64 => "f64",
            Kind::Ptr => "ptr",
        }
    }
}

impl fmt::Display for Type {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(space) = self.addr_space() {
            return write!(f, "ptr.{}", space.name());
        }
        f.write_str(self.lane_name())?;
        if self.is_vector() {
            write!(f, "x{}", self.lanes())?;
        }
        Ok(())
    }
}

impl fmt::Debug for Type {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spellings_round_trip() {
        for text in [
            "i1",
            "i8",
            "i16",
            "i32",
            "i64",
            "f16",
            "bf16",
            "f32",
            "f64",
            "f16x2",
            "i32x4",
            "f32x3",
            "bf16x2",
            "f16x16",
            "f32x8",
            "i32x8",
            "ptr.flat",
            "ptr.global",
            "ptr.local",
            "ptr.constant",
            "ptr.private",
        ] {
            let ty = Type::parse(text).unwrap_or_else(|| panic!("{text} did not parse"));
            assert_eq!(ty.to_string(), text);
        }
    }

    #[test]
    fn rejects_malformed_types() {
        for text in [
            "i33",
            "i1x2",
            "f32x5",
            "f32x6",
            "f16x32",
            "f32x1x",
            "ptr",
            "ptr.region",
            "void",
            "ptr.globalx2",
        ] {
            assert_eq!(Type::parse(text), None, "{text}");
        }
    }

    #[test]
    fn widths() {
        assert_eq!(Type::ptr(AddrSpace::Local).bits(), 32);
        assert_eq!(Type::ptr(AddrSpace::Global).bits(), 64);
        assert_eq!(Type::F16.with_lanes(2).unwrap().bits(), 32);
        assert_eq!(Type::I1.bytes(), 1);
        assert_eq!(Type::F32.with_lanes(3).unwrap().bytes(), 12);
        assert_eq!(Type::F64.as_int(), Some(Type::I64));
        assert_eq!(Type::VOID.lanes(), 0);
    }
}
