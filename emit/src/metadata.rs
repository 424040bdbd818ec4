//! Code object V5 metadata: the `NT_AMDGPU_METADATA` MessagePack map and
//! its YAML spelling for the assembly `.amdgpu_metadata` block.
//!
//! Role: describes every kernel to the runtime (arguments and their
//! kernarg offsets, segment sizes, register counts, wavefront size...)
//! with the keys of seed 002's "code object V5 metadata" tables.
//!
//! Invariants: output is deterministic and in llc's key order. LLVM keeps
//! the metadata as a MessagePack document whose maps are sorted by key, so
//! every map here is a serde struct whose fields are declared in byte-wise
//! sorted key order (`.actual_access` < `.address_space` < `.name` ...);
//! `rmp-serde` with struct maps and minimal integer encodings then yields
//! the same bytes as llc for the same content.
//!
//! Central trick: the YAML is not written from the structs but *read back
//! from the MessagePack bytes* by a small reader of the subset we produce
//! (maps, arrays, strings, unsigned integers, booleans). The note and the
//! `.amdgpu_metadata` text therefore cannot disagree, and the same reader
//! lets tests inspect notes (ours or llc's) as a [`Value`] tree.

use crate::descriptor::DescInputs;
use crate::kernel::{AddressSpace, ArgKind, Kernel};
use agc_isa::target::Target;
use serde::Serialize;

/// `NT_AMDGPU_METADATA` (seed 002, AMDGPU note records).
pub const NT_AMDGPU_METADATA: u32 = 32;
/// The note owner name, NUL excluded.
pub const NOTE_NAME: &[u8] = b"AMDGPU";
/// Code object V5 metadata version.
pub const VERSION: [u32; 2] = [1, 2];

#[derive(Serialize)]
struct Root<'a> {
    #[serde(rename = "amdhsa.kernels")]
    kernels: Vec<KernelMeta<'a>>,
    #[serde(rename = "amdhsa.target")]
    target: String,
    #[serde(rename = "amdhsa.version")]
    version: [u32; 2],
}

#[derive(Serialize)]
struct KernelMeta<'a> {
    #[serde(rename = ".agpr_count", skip_serializing_if = "Option::is_none")]
    agpr_count: Option<u32>,
    #[serde(rename = ".args")]
    args: Vec<ArgMeta<'a>>,
    #[serde(rename = ".group_segment_fixed_size")]
    group_segment_fixed_size: u32,
    #[serde(rename = ".kernarg_segment_align")]
    kernarg_segment_align: u32,
    #[serde(rename = ".kernarg_segment_size")]
    kernarg_segment_size: u32,
    #[serde(rename = ".max_flat_workgroup_size")]
    max_flat_workgroup_size: u32,
    #[serde(rename = ".name")]
    name: &'a str,
    #[serde(rename = ".private_segment_fixed_size")]
    private_segment_fixed_size: u32,
    #[serde(
        rename = ".reqd_workgroup_size",
        skip_serializing_if = "Option::is_none"
    )]
    reqd_workgroup_size: Option<[u32; 3]>,
    #[serde(rename = ".sgpr_count")]
    sgpr_count: u32,
    #[serde(rename = ".sgpr_spill_count")]
    sgpr_spill_count: u32,
    #[serde(rename = ".symbol")]
    symbol: String,
    #[serde(
        rename = ".uniform_work_group_size",
        skip_serializing_if = "Option::is_none"
    )]
    uniform_work_group_size: Option<u32>,
    #[serde(rename = ".uses_dynamic_stack")]
    uses_dynamic_stack: bool,
    #[serde(rename = ".vgpr_count")]
    vgpr_count: u32,
    #[serde(rename = ".vgpr_spill_count")]
    vgpr_spill_count: u32,
    #[serde(rename = ".wavefront_size")]
    wavefront_size: u32,
}

#[derive(Serialize)]
struct ArgMeta<'a> {
    #[serde(rename = ".actual_access", skip_serializing_if = "Option::is_none")]
    actual_access: Option<&'static str>,
    #[serde(rename = ".address_space", skip_serializing_if = "Option::is_none")]
    address_space: Option<&'static str>,
    #[serde(rename = ".name", skip_serializing_if = "Option::is_none")]
    name: Option<&'a str>,
    #[serde(rename = ".offset")]
    offset: u32,
    #[serde(rename = ".pointee_align", skip_serializing_if = "Option::is_none")]
    pointee_align: Option<u32>,
    #[serde(rename = ".size")]
    size: u32,
    #[serde(rename = ".value_kind")]
    value_kind: &'static str,
}

/// The metadata MessagePack bytes for `kernels` (with their descriptor
/// inputs, which carry the register counts).
pub fn msgpack(target: &Target, kernels: &[(&Kernel, DescInputs)]) -> Vec<u8> {
    let info = target.info();
    let root = Root {
        kernels: kernels
            .iter()
            .map(|(k, d)| KernelMeta {
                agpr_count: info.has_agprs.then_some(d.agpr_count),
                args: k
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
                                pointee_align = Some(pa);
                                (
                                    Some(AddressSpace::Local.name()),
                                    None,
                                    "dynamic_shared_pointer",
                                )
                            }
                            ArgKind::Hidden(h) => (None, None, h.value_kind()),
                        };
                        ArgMeta {
                            actual_access,
                            address_space,
                            name: (!a.name.is_empty()).then_some(a.name.as_str()),
                            offset: a.offset,
                            pointee_align,
                            size: a.size,
                            value_kind,
                        }
                    })
                    .collect(),
                group_segment_fixed_size: k.resources.lds_bytes,
                kernarg_segment_align: k.kernarg_align,
                kernarg_segment_size: k.kernarg_size,
                max_flat_workgroup_size: k.attrs.max_flat_workgroup_size,
                name: &k.name,
                private_segment_fixed_size: k.resources.private_segment_size,
                reqd_workgroup_size: k.attrs.reqd_workgroup_size,
                sgpr_count: d.total_sgprs,
                sgpr_spill_count: k.resources.sgpr_spill_count,
                symbol: format!("{}.kd", k.name),
                uniform_work_group_size: k.attrs.uniform_work_group_size.then_some(1),
                uses_dynamic_stack: k.resources.uses_dynamic_stack,
                vgpr_count: d.vgpr_count,
                vgpr_spill_count: k.resources.vgpr_spill_count,
                wavefront_size: target.lanes(),
            })
            .collect(),
        target: format!("amdgcn-amd-amdhsa--{}", target.id),
        version: VERSION,
    };
    rmp_serde::to_vec_named(&root).expect("metadata structs always serialize")
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

    #[test]
    fn reader_roundtrips_rmp_serde() {
        #[derive(Serialize)]
        struct S {
            a: u32,
            b: Vec<u64>,
            c: bool,
            d: String,
        }
        let long = "x".repeat(40);
        let bytes = rmp_serde::to_vec_named(&S {
            a: 300,
            b: (0..20).map(|i| i * 70000).collect(),
            c: true,
            d: long.clone(),
        })
        .unwrap();
        let v = read(&bytes).unwrap();
        assert_eq!(v.get("a").and_then(Value::as_u64), Some(300));
        assert_eq!(
            v.get("b").and_then(Value::as_array).map(|a| a.len()),
            Some(20)
        );
        assert_eq!(v.get("c"), Some(&Value::Bool(true)));
        assert_eq!(v.get("d").and_then(Value::as_str), Some(long.as_str()));
        assert_eq!(read(&bytes[..bytes.len() - 1]), None);
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
