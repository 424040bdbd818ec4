//! Code object V5 metadata: the `NT_AMDGPU_METADATA` MessagePack map and
//! its YAML spelling for the assembly `.amdgpu_metadata` block.
//!
//! Role: describes every kernel to the runtime (arguments and their
//! kernarg offsets, segment sizes, register counts, wavefront size...)
//! with the keys of seed 002's "code object V5 metadata" tables.
//!
//! Invariants: output is deterministic and in llc's key order. LLVM keeps
//! the metadata as a MessagePack document whose maps are sorted by key, so
//! every map here lists its keys in byte-wise sorted order
//! (`.actual_access` < `.address_space` < `.name` ...), and [`write()`]
//! encodes every value in its shortest MessagePack form (the choice
//! llc's writer and `rmp` make too), which yields the same bytes as llc
//! for the same content. The encoder is this file's, some forty lines,
//! rather than a serialization framework's: a frontend linking agc then
//! compiles no proc-macro.
//!
//! Central trick: the YAML is not written from the tree but *read back
//! from the MessagePack bytes* by a small reader of the subset we produce
//! (maps, arrays, strings, unsigned integers, booleans). The note and the
//! `.amdgpu_metadata` text therefore cannot disagree, and the same reader
//! lets tests inspect notes (ours or llc's) as a [`Value`] tree.

use crate::descriptor::DescInputs;
use crate::kernel::{AddressSpace, ArgKind, Kernel};
use agc_isa::target::Target;

/// `NT_AMDGPU_METADATA` (seed 002, AMDGPU note records).
pub const NT_AMDGPU_METADATA: u32 = 32;
/// The note owner name, NUL excluded.
pub const NOTE_NAME: &[u8] = b"AMDGPU";
/// Code object V5 metadata version.
pub const VERSION: [u32; 2] = [1, 2];

/// A map of `(key, value)` pairs, the keys in sorted order, leaving out
/// the optional ones that are `None`.
fn map<const N: usize>(entries: [(&str, Option<Value>); N]) -> Value {
    debug_assert!(
        entries.windows(2).all(|w| w[0].0 < w[1].0),
        "keys are sorted"
    );
    Value::Map(
        entries
            .into_iter()
            .filter_map(|(k, v)| Some((k.to_string(), v?)))
            .collect(),
    )
}

fn uint(v: u32) -> Option<Value> {
    Some(Value::UInt(v.into()))
}

fn string(s: &str) -> Option<Value> {
    Some(Value::Str(s.to_string()))
}

/// The metadata MessagePack bytes for `kernels` (with their descriptor
/// inputs, which carry the register counts).
pub fn msgpack(target: &Target, kernels: &[(&Kernel, DescInputs)]) -> Vec<u8> {
    let info = target.info();
    let kernels = kernels
        .iter()
        .map(|(k, d)| {
            let args = k
                .args
                .iter()
                .map(|a| {
                    let mut pointee_align = None;
                    let (address_space, actual_access, value_kind) = match a.kind {
                        ArgKind::GlobalBuffer {
                            address_space,
                            access,
                        } => (Some(address_space.name()), access.name(), "global_buffer"),
                        ArgKind::ByValue => (None, None, "by_value"),
                        ArgKind::DynamicSharedPointer { pointee_align: pa } => {
                            pointee_align = uint(pa);
                            (
                                Some(AddressSpace::Local.name()),
                                None,
                                "dynamic_shared_pointer",
                            )
                        }
                        ArgKind::Hidden(h) => (None, None, h.value_kind()),
                    };
                    map([
                        (".actual_access", actual_access.and_then(string)),
                        (".address_space", address_space.and_then(string)),
                        (
                            ".name",
                            (!a.name.is_empty()).then(|| string(&a.name)).flatten(),
                        ),
                        (".offset", uint(a.offset)),
                        (".pointee_align", pointee_align),
                        (".size", uint(a.size)),
                        (".value_kind", string(value_kind)),
                    ])
                })
                .collect();
            map([
                (
                    ".agpr_count",
                    info.has_agprs.then(|| uint(d.agpr_count)).flatten(),
                ),
                (".args", Some(Value::Array(args))),
                (".group_segment_fixed_size", uint(k.resources.lds_bytes)),
                (".kernarg_segment_align", uint(k.kernarg_align)),
                (".kernarg_segment_size", uint(k.kernarg_size)),
                (
                    ".max_flat_workgroup_size",
                    uint(k.attrs.max_flat_workgroup_size),
                ),
                (".name", string(&k.name)),
                (
                    ".private_segment_fixed_size",
                    uint(k.resources.private_segment_size),
                ),
                (
                    ".reqd_workgroup_size",
                    k.attrs
                        .reqd_workgroup_size
                        .map(|s| Value::Array(s.iter().map(|&x| Value::UInt(x.into())).collect())),
                ),
                (".sgpr_count", uint(d.total_sgprs)),
                (".sgpr_spill_count", uint(k.resources.sgpr_spill_count)),
                (".symbol", string(&format!("{}.kd", k.name))),
                (
                    ".uniform_work_group_size",
                    k.attrs.uniform_work_group_size.then(|| uint(1)).flatten(),
                ),
                (
                    ".uses_dynamic_stack",
                    Some(Value::Bool(k.resources.uses_dynamic_stack)),
                ),
                (".vgpr_count", uint(d.vgpr_count)),
                (".vgpr_spill_count", uint(k.resources.vgpr_spill_count)),
                (".wavefront_size", uint(target.lanes())),
                // GFX10+ (the processors with a CU mode): whether the
                // kernel runs in WGP mode, as the descriptor's WGP_MODE
                // bit says; llc-22 writes it on every such processor.
                (
                    ".workgroup_processor_mode",
                    info.has_cumode
                        .then(|| uint(u32::from(!target.cumode)))
                        .flatten(),
                ),
            ])
        })
        .collect();
    let root = map([
        ("amdhsa.kernels", Some(Value::Array(kernels))),
        (
            "amdhsa.target",
            string(&format!("amdgcn-amd-amdhsa--{}", target.id)),
        ),
        (
            "amdhsa.version",
            Some(Value::Array(
                VERSION.iter().map(|&v| Value::UInt(v.into())).collect(),
            )),
        ),
    ]);
    let mut out = Vec::with_capacity(512);
    write(&root, &mut out);
    out
}

/// Appends `v` as MessagePack, each part in its shortest form: positive
/// fixint, uint8/16/32/64; negative fixint, int8/16/32/64; fixstr,
/// str8/16/32; fixarray, array16/32; fixmap, map16/32. [`read`] reads it
/// back.
pub fn write(v: &Value, out: &mut Vec<u8>) {
    // A length with its three tag bytes (16-bit, 32-bit) and the fix
    // form's base and limit.
    fn len(out: &mut Vec<u8>, n: usize, fix: (u8, usize), tags: [u8; 3]) {
        if n < fix.1 {
            out.push(fix.0 | n as u8);
        } else if tags[0] != 0 && n <= 0xff {
            out.extend_from_slice(&[tags[0], n as u8]);
        } else if n <= 0xffff {
            out.push(tags[1]);
            out.extend_from_slice(&(n as u16).to_be_bytes());
        } else {
            out.push(tags[2]);
            out.extend_from_slice(&(n as u32).to_be_bytes());
        }
    }
    match v {
        Value::UInt(x) => match *x {
            0..=0x7f => out.push(*x as u8),
            0x80..=0xff => out.extend_from_slice(&[0xcc, *x as u8]),
            0x100..=0xffff => {
                out.push(0xcd);
                out.extend_from_slice(&(*x as u16).to_be_bytes());
            }
            0x1_0000..=0xffff_ffff => {
                out.push(0xce);
                out.extend_from_slice(&(*x as u32).to_be_bytes());
            }
            _ => {
                out.push(0xcf);
                out.extend_from_slice(&x.to_be_bytes());
            }
        },
        Value::Int(x) if *x >= 0 => write(&Value::UInt(*x as u64), out),
        Value::Int(x) => match *x {
            -32..=-1 => out.push(*x as i8 as u8),
            -0x80..=-33 => out.extend_from_slice(&[0xd0, *x as i8 as u8]),
            -0x8000..=-0x81 => {
                out.push(0xd1);
                out.extend_from_slice(&(*x as i16).to_be_bytes());
            }
            -0x8000_0000..=-0x8001 => {
                out.push(0xd2);
                out.extend_from_slice(&(*x as i32).to_be_bytes());
            }
            _ => {
                out.push(0xd3);
                out.extend_from_slice(&x.to_be_bytes());
            }
        },
        Value::Bool(b) => out.push(if *b { 0xc3 } else { 0xc2 }),
        Value::Str(s) => {
            len(out, s.len(), (0xa0, 32), [0xd9, 0xda, 0xdb]);
            out.extend_from_slice(s.as_bytes());
        }
        Value::Array(a) => {
            len(out, a.len(), (0x90, 16), [0, 0xdc, 0xdd]);
            for x in a {
                write(x, out);
            }
        }
        Value::Map(m) => {
            len(out, m.len(), (0x80, 16), [0, 0xde, 0xdf]);
            for (k, x) in m {
                write(&Value::Str(k.clone()), out);
                write(x, out);
            }
        }
    }
}

/// The `.note` section contents: one `NT_AMDGPU_METADATA` record.
pub fn note(desc: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(20 + desc.len() + 3);
    out.extend_from_slice(&(NOTE_NAME.len() as u32 + 1).to_le_bytes());
    out.extend_from_slice(&(desc.len() as u32).to_le_bytes());
    out.extend_from_slice(&NT_AMDGPU_METADATA.to_le_bytes());
    out.extend_from_slice(NOTE_NAME);
    out.push(0);
    out.resize(out.len().next_multiple_of(4), 0);
    out.extend_from_slice(desc);
    out.resize(out.len().next_multiple_of(4), 0);
    out
}

/// A MessagePack value of the subset the metadata uses.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Value {
    Map(Vec<(String, Value)>),
    Array(Vec<Value>),
    Str(String),
    UInt(u64),
    Int(i64),
    Bool(bool),
}

impl Value {
    /// The value of `key` in a map.
    pub fn get(&self, key: &str) -> Option<&Value> {
        match self {
            Value::Map(m) => m.iter().find(|(k, _)| k == key).map(|(_, v)| v),
            _ => None,
        }
    }
    pub fn as_u64(&self) -> Option<u64> {
        match self {
            Value::UInt(v) => Some(*v),
            _ => None,
        }
    }
    pub fn as_str(&self) -> Option<&str> {
        match self {
            Value::Str(s) => Some(s),
            _ => None,
        }
    }
    pub fn as_array(&self) -> Option<&[Value]> {
        match self {
            Value::Array(a) => Some(a),
            _ => None,
        }
    }
}

/// Reads one MessagePack value (maps, arrays, strings, integers,
/// booleans); `None` on anything else or truncated input.
pub fn read(bytes: &[u8]) -> Option<Value> {
    let mut r = Reader { b: bytes, at: 0 };
    let v = r.value(0)?;
    (r.at == bytes.len()).then_some(v)
}

struct Reader<'a> {
    b: &'a [u8],
    at: usize,
}

impl Reader<'_> {
    fn take(&mut self, n: usize) -> Option<&[u8]> {
        let s = self.b.get(self.at..self.at + n)?;
        self.at += n;
        Some(s)
    }
    fn uint(&mut self, n: usize) -> Option<u64> {
        Some(self.take(n)?.iter().fold(0u64, |a, &x| a << 8 | x as u64))
    }
    fn value(&mut self, depth: u32) -> Option<Value> {
        if depth > 64 {
            return None;
        }
        let t = *self.take(1)?.first()?;
        Some(match t {
            0x00..=0x7f => Value::UInt(t as u64),
            0xe0..=0xff => Value::Int(t as i8 as i64),
            0xc2 => Value::Bool(false),
            0xc3 => Value::Bool(true),
            0xcc => Value::UInt(self.uint(1)?),
            0xcd => Value::UInt(self.uint(2)?),
            0xce => Value::UInt(self.uint(4)?),
            0xcf => Value::UInt(self.uint(8)?),
            0xd0 => Value::Int(self.uint(1)? as u8 as i8 as i64),
            0xd1 => Value::Int(self.uint(2)? as u16 as i16 as i64),
            0xd2 => Value::Int(self.uint(4)? as u32 as i32 as i64),
            0xd3 => Value::Int(self.uint(8)? as i64),
            0xa0..=0xbf => self.string((t & 0x1f) as usize)?,
            0xd9 => {
                let n = self.uint(1)?;
                self.string(n as usize)?
            }
            0xda => {
                let n = self.uint(2)?;
                self.string(n as usize)?
            }
            0xdb => {
                let n = self.uint(4)?;
                self.string(n as usize)?
            }
            0x90..=0x9f => self.array((t & 0x0f) as usize, depth)?,
            0xdc => {
                let n = self.uint(2)?;
                self.array(n as usize, depth)?
            }
            0xdd => {
                let n = self.uint(4)?;
                self.array(n as usize, depth)?
            }
            0x80..=0x8f => self.map((t & 0x0f) as usize, depth)?,
            0xde => {
                let n = self.uint(2)?;
                self.map(n as usize, depth)?
            }
            0xdf => {
                let n = self.uint(4)?;
                self.map(n as usize, depth)?
            }
            _ => return None,
        })
    }
    fn string(&mut self, n: usize) -> Option<Value> {
        Some(Value::Str(String::from_utf8(self.take(n)?.to_vec()).ok()?))
    }
    fn array(&mut self, n: usize, depth: u32) -> Option<Value> {
        let mut v = Vec::with_capacity(n.min(1024));
        for _ in 0..n {
            v.push(self.value(depth + 1)?);
        }
        Some(Value::Array(v))
    }
    fn map(&mut self, n: usize, depth: u32) -> Option<Value> {
        let mut m = Vec::with_capacity(n.min(1024));
        for _ in 0..n {
            let Value::Str(k) = self.value(depth + 1)? else {
                return None;
            };
            m.push((k, self.value(depth + 1)?));
        }
        Some(Value::Map(m))
    }
}

/// Whether a string can be a plain YAML scalar that reads back as the
/// same string (not a number, boolean or null, no special characters).
fn plain_ok(s: &str) -> bool {
    let first_ok = s
        .chars()
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_' || c == '.');
    let rest_ok = s
        .chars()
        .all(|c| c.is_ascii_alphanumeric() || "_.-+:".contains(c));
    let reserved = [
        "true", "false", "yes", "no", "on", "off", "null", "y", "n", ".inf", ".nan",
    ];
    first_ok && rest_ok && !s.ends_with(':') && !reserved.contains(&s.to_ascii_lowercase().as_str())
}

fn scalar(out: &mut String, v: &Value) {
    match v {
        Value::Str(s) if plain_ok(s) => out.push_str(s),
        Value::Str(s) => {
            out.push('\'');
            out.push_str(&s.replace('\'', "''"));
            out.push('\'');
        }
        Value::UInt(x) => out.push_str(&x.to_string()),
        Value::Int(x) => out.push_str(&x.to_string()),
        Value::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
        Value::Map(m) if m.is_empty() => out.push_str("{}"),
        Value::Array(a) if a.is_empty() => out.push_str("[]"),
        _ => unreachable!("non-empty collections are not scalars"),
    }
}

fn is_scalar(v: &Value) -> bool {
    match v {
        Value::Map(m) => m.is_empty(),
        Value::Array(a) => a.is_empty(),
        _ => true,
    }
}

fn yaml_map(out: &mut String, m: &[(String, Value)], indent: usize, dash: bool) {
    for (i, (k, v)) in m.iter().enumerate() {
        if i == 0 && dash {
            out.push_str(&" ".repeat(indent - 2));
            out.push_str("- ");
        } else {
            out.push_str(&" ".repeat(indent));
        }
        out.push_str(k);
        out.push(':');
        if is_scalar(v) {
            // llc starts values 17 columns after the key's start.
            let pad = 17usize.saturating_sub(k.len() + 1).max(1);
            out.push_str(&" ".repeat(pad));
            scalar(out, v);
            out.push('\n');
        } else {
            out.push('\n');
            yaml_block(out, v, indent + 2);
        }
    }
}

fn yaml_block(out: &mut String, v: &Value, indent: usize) {
    match v {
        Value::Map(m) => yaml_map(out, m, indent, false),
        Value::Array(a) => {
            for item in a {
                match item {
                    Value::Map(m) if !m.is_empty() => yaml_map(out, m, indent + 2, true),
                    Value::Array(inner) if !inner.is_empty() => {
                        out.push_str(&" ".repeat(indent));
                        out.push_str("-\n");
                        yaml_block(out, item, indent + 2);
                    }
                    _ => {
                        out.push_str(&" ".repeat(indent));
                        out.push_str("- ");
                        scalar(out, item);
                        out.push('\n');
                    }
                }
            }
        }
        _ => {
            out.push_str(&" ".repeat(indent));
            scalar(out, v);
            out.push('\n');
        }
    }
}

/// The YAML document (`---` ... `...`) for a metadata MessagePack map.
pub fn yaml(msgpack: &[u8]) -> String {
    let v = read(msgpack).expect("our own metadata bytes are readable");
    let mut out = String::from("---\n");
    yaml_block(&mut out, &v, 0);
    out.push_str("...\n");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Oracle: `rmp`'s encoder (a dev-dependency), which picks the
    /// shortest form as llc's writer does, at both sides of every
    /// boundary between forms; the reader gives each value back.
    #[test]
    fn writer_matches_rmp_at_every_boundary() {
        let ours = |v: &Value| {
            let mut b = Vec::new();
            write(v, &mut b);
            assert_eq!(read(&b).as_ref(), Some(v), "{v:?}");
            b
        };
        let m = u32::MAX as u64;
        for x in [0, 1, 127, 128, 255, 256, 65535, 65536, m, m + 1, u64::MAX] {
            let mut theirs = Vec::new();
            rmp::encode::write_uint(&mut theirs, x).unwrap();
            assert_eq!(ours(&Value::UInt(x)), theirs, "{x}");
        }
        let m = i32::MIN as i64;
        for x in [-1, -32, -33, -128, -129, -32768, -32769, m, m - 1, i64::MIN] {
            let mut theirs = Vec::new();
            rmp::encode::write_sint(&mut theirs, x).unwrap();
            assert_eq!(ours(&Value::Int(x)), theirs, "{x}");
        }
        for n in [0, 31, 32, 255, 256, 65535, 65536] {
            let s = "x".repeat(n);
            let mut theirs = Vec::new();
            rmp::encode::write_str(&mut theirs, &s).unwrap();
            assert_eq!(ours(&Value::Str(s)), theirs, "{n}");
        }
        for n in [0, 15, 16, 65535, 65536] {
            let mut theirs = Vec::new();
            rmp::encode::write_array_len(&mut theirs, n as u32).unwrap();
            theirs.resize(theirs.len() + n, 0);
            assert_eq!(ours(&Value::Array(vec![Value::UInt(0); n])), theirs, "{n}");
        }
        for n in [0usize, 15, 16, 300] {
            let entries: Vec<(String, Value)> = (0..n)
                .map(|i| (format!("k{i}"), Value::Bool(i % 2 == 0)))
                .collect();
            let mut theirs = Vec::new();
            rmp::encode::write_map_len(&mut theirs, n as u32).unwrap();
            for (k, v) in &entries {
                rmp::encode::write_str(&mut theirs, k).unwrap();
                rmp::encode::write_bool(&mut theirs, *v == Value::Bool(true)).unwrap();
            }
            assert_eq!(ours(&Value::Map(entries)), theirs, "{n}");
        }
        assert_eq!(read(&ours(&Value::UInt(300))[..2]), None);
    }

    #[test]
    fn yaml_layout_matches_llc_style() {
        let v = Value::Map(vec![
            (
                "amdhsa.kernels".into(),
                Value::Array(vec![Value::Map(vec![
                    (".args".into(), Value::Array(vec![])),
                    (".name".into(), Value::Str("k".into())),
                    (
                        ".reqd_workgroup_size".into(),
                        Value::Array(vec![Value::UInt(64), Value::UInt(1)]),
                    ),
                    (".group_segment_fixed_size".into(), Value::UInt(0)),
                ])]),
            ),
            ("amdhsa.target".into(), Value::Str("true".into())),
        ]);
        let mut out = String::new();
        yaml_block(&mut out, &v, 0);
        assert_eq!(
            out,
            "amdhsa.kernels:\n  - .args:           []\n    .name:           k\n    \
             .reqd_workgroup_size:\n      - 64\n      - 1\n    \
             .group_segment_fixed_size: 0\namdhsa.target:   'true'\n"
        );
    }

    #[test]
    fn note_record_layout() {
        let n = note(&[1, 2, 3, 4, 5]);
        assert_eq!(&n[..12], &[7, 0, 0, 0, 5, 0, 0, 0, 32, 0, 0, 0]);
        assert_eq!(&n[12..20], b"AMDGPU\0\0");
        assert_eq!(n.len(), 28);
    }
}
