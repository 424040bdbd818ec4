//! Target selection: the triple, the processor and its feature settings.
//!
//! [`from_cpu`] is what a frontend calls: `from_cpu("gfx942")` or a
//! whole target ID (`from_cpu("gfx90a:xnack+:sramecc-")`, seed 002's
//! syntax). [`resolve`] adds the triple (only `amdgcn-amd-amdhsa` for
//! now) and feature settings on top (`"+xnack,-sramecc"`); the driver's
//! `--target`, `-C target-cpu` and `-C target-feature` go there. Both
//! refuse a target agc cannot generate code for ([`check`]). The
//! processor facts themselves live in [`agc_isa::processors`].
//!
//! ```
//! let t = agc::target::from_cpu("gfx90a:xnack+")?;
//! assert_eq!(t.processor().name(), "gfx90a");
//! let e = agc::target::from_cpu("gfx9000").unwrap_err();
//! assert_eq!(e.code, agc::ir::ErrorCode::BadTarget);
//! # Ok::<(), agc::ir::Diagnostic>(())
//! ```

use agc_ir::{Diagnostic, ErrorCode, Span};
use agc_isa::processors::{FeatureSupport, Processor, Support};

/// The one triple agc targets today.
pub const DEFAULT_TRIPLE: &str = "amdgcn-amd-amdhsa";
/// The processor used when none is named.
pub const DEFAULT_CPU: &str = "gfx942";

pub use agc_isa::target::{Target, WaveSize};

/// The help of an E0202 about the processor name. The library's
/// diagnostics point at library calls; the driver, which knows the
/// command line, replaces these exact texts with the options that do
/// the same (`agc --print target-cpus`).
pub const HELP_CPUS: &str = "`agc::target::describe_cpus()` lists the processors";
/// The help of an E0202 about a feature (see [`HELP_CPUS`]).
pub const HELP_FEATURES: &str =
    "`agc::target::describe_features(&target)` lists the features of a processor";
/// The help of an E0202 about a processor being brought up (see
/// [`HELP_CPUS`]).
pub const HELP_UNSTABLE: &str = "`agc::target::describe_cpus()` marks the processors agc \
     generates code for; `Options::unstable_targets` admits those being brought up";

/// The help of an E0202 about a generation with instruction tables only
/// (see [`HELP_CPUS`]).
pub const HELP_TABLES: &str = "not even `Options::unstable_targets` admits it: no stage after \
     the instruction tables supports this generation yet";

fn bad(message: String) -> Diagnostic {
    Diagnostic::new(ErrorCode::BadTarget, Span::NONE, message)
}

/// The target of a processor name or a whole target ID
/// (`"gfx942"`, `"gfx90a:xnack+"`) at its defaults otherwise; E0202
/// for a name that is no processor or one agc cannot generate code for.
pub fn from_cpu(cpu: &str) -> Result<Target, Diagnostic> {
    resolve(DEFAULT_TRIPLE, Some(cpu), "")
}

/// Resolves a triple, an optional target ID and extra feature settings
/// separated by commas (`"+wavefrontsize64"`, `"-xnack,+sramecc"`; later
/// ones win) into the target every stage reads, and refuses one agc
/// cannot generate code for ([`check`]).
pub fn resolve(triple: &str, cpu: Option<&str>, features: &str) -> Result<Target, Diagnostic> {
    resolve_in(triple, cpu, features, false)
}

/// [`resolve`], admitting the generations being brought up
/// ([`agc_isa::processors::Support::Experimental`]) when `unstable`
/// (`-Z unstable-targets`).
pub fn resolve_in(
    triple: &str,
    cpu: Option<&str>,
    features: &str,
    unstable: bool,
) -> Result<Target, Diagnostic> {
    if triple != DEFAULT_TRIPLE {
        return Err(bad(format!("unsupported target triple `{triple}`"))
            .with_help(format!("agc generates code for `{DEFAULT_TRIPLE}`")));
    }
    let cpu = cpu.unwrap_or(DEFAULT_CPU);
    let mut target = Target::parse_id(cpu)
        .map_err(|e| bad(format!("invalid target-cpu `{cpu}`: {e}")).with_help(HELP_CPUS))?;
    for f in features.split(',').map(str::trim).filter(|f| !f.is_empty()) {
        let (name, on) = match (f.strip_prefix('+'), f.strip_prefix('-')) {
            (Some(n), _) => (n, true),
            (_, Some(n)) => (n, false),
            _ => {
                return Err(bad(format!(
                    "target feature `{f}` must start with `+` or `-`"
                )))
            }
        };
        target
            .set_feature(name, on)
            .map_err(|e| bad(format!("{e}")).with_help(HELP_FEATURES))?;
    }
    check(&target, unstable)?;
    Ok(target)
}

/// Refuses a target whose generation agc does not generate code for yet
/// (unless `unstable` admits one being brought up), or that needs a newer
/// code object version than agc writes. Library entry points run it on
/// the target a caller built by hand too.
pub fn check(target: &Target, unstable: bool) -> Result<(), Diagnostic> {
    let p = target.processor();
    let admitted = match p.support() {
        Support::Full => true,
        Support::Experimental => unstable,
        Support::Tables => {
            let g = p.info().generation;
            return Err(bad(format!(
                "{p} ({g}) is known but agc does not generate code for it yet: only its \
                 instruction tables and encodings exist"
            ))
            .with_help(HELP_TABLES));
        }
    };
    if !admitted {
        let g = p.info().generation;
        return Err(bad(format!(
            "{p} ({g}) is known but agc does not generate code for it yet"
        ))
        .with_help(HELP_UNSTABLE));
    }
    let needs = p.info().min_code_object_version;
    if needs > agc_emit::elf::CODE_OBJECT_VERSION {
        return Err(bad(format!(
            "{p} needs code object V{needs}, and agc writes V{}",
            agc_emit::elf::CODE_OBJECT_VERSION
        ))
        .with_help(
            "generic targets are code object V6 only; name one of the processors it covers",
        ));
    }
    Ok(())
}

/// The target when none is named: [`DEFAULT_CPU`] at its defaults.
pub fn default_target() -> Target {
    resolve(DEFAULT_TRIPLE, None, "").expect("the default target is valid")
}

/// `--print target-cpus`: one processor per line with its generation;
/// the ones agc describes but does not generate code for yet are marked.
pub fn describe_cpus() -> String {
    let mut out = String::from("Available processors for amdgcn-amd-amdhsa:\n");
    for p in Processor::ALL {
        let info = p.info();
        let default = if p.name() == DEFAULT_CPU {
            " (default)"
        } else {
            ""
        };
        let nocode = if p.support() == Support::Experimental {
            " (no code generation yet; experimental with -Z unstable-targets)"
        } else if p.support() == Support::Tables {
            " (no code generation yet; instruction tables only)"
        } else if info.min_code_object_version > agc_emit::elf::CODE_OBJECT_VERSION {
            " (needs code object V6)"
        } else {
            ""
        };
        out.push_str(&format!(
            "    {:<14} {:?}{default}{nocode}\n",
            p.name(),
            info.generation
        ));
    }
    out
}

/// `--print target-features`: the features the selected processor accepts.
pub fn describe_features(target: &Target) -> String {
    let info = target.info();
    let mut out = format!("Target features of {}:\n", target.processor());
    for (name, support, what) in [
        (
            "xnack",
            info.xnack,
            "retry memory accesses after page faults (demand paging)",
        ),
        ("sramecc", info.sramecc, "SRAM ECC enabled"),
        (
            "tgsplit",
            info.tgsplit,
            "the waves of a workgroup may run on different compute units",
        ),
    ] {
        if support == FeatureSupport::Supported {
            out.push_str(&format!("    {name:<16} {what}\n"));
        }
    }
    if info.wave_sizes.len() > 1 {
        let default = info.wave_sizes[0];
        for w in info.wave_sizes {
            let d = if *w == default { " (default)" } else { "" };
            out.push_str(&format!(
                "    {:<16} waves of {w} lanes{d}\n",
                format!("wavefrontsize{w}")
            ));
        }
    }
    if info.has_cumode {
        out.push_str(&format!(
            "    {:<16} CU mode: a workgroup's waves share one compute unit (default: WGP mode)\n",
            "cumode"
        ));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use agc_isa::processors::FeatureSetting;

    #[test]
    fn defaults_to_gfx942() {
        assert_eq!(default_target().id.processor, Processor::Gfx942);
    }

    #[test]
    fn features_override_target_id() {
        let t = resolve(DEFAULT_TRIPLE, Some("gfx90a:xnack+"), "-xnack,+sramecc").unwrap();
        assert_eq!(t.id.xnack, FeatureSetting::Off);
        assert_eq!(t.id.sramecc, FeatureSetting::On);
    }

    /// Every known processor parses; those of a generation without code
    /// generation are refused with E0202 naming processor and generation.
    #[test]
    fn known_processors_without_codegen_are_refused() {
        for p in Processor::ALL {
            let r = resolve(DEFAULT_TRIPLE, Some(p.name()), "");
            let v6 = p.info().min_code_object_version > agc_emit::elf::CODE_OBJECT_VERSION;
            assert_eq!(r.is_ok(), p.codegen_supported() && !v6, "{p}");
        }
        let e = resolve(DEFAULT_TRIPLE, Some("gfx1100"), "").unwrap_err();
        assert_eq!(e.code, ErrorCode::BadTarget);
        assert!(
            e.message
                .contains("gfx1100 (GFX11) is known but agc does not generate code for it yet"),
            "{}",
            e.message
        );
        // Generic targets need code object V6 (seed 002); agc writes V5.
        let e = resolve(DEFAULT_TRIPLE, Some("gfx9-generic"), "").unwrap_err();
        assert!(e.message.contains("needs code object V6"), "{}", e.message);
        assert!(resolve(DEFAULT_TRIPLE, Some("gfx90c"), "").is_ok());
        // GFX12 is experimental: refused without `-Z unstable-targets`,
        // admitted with it (gfx12-generic needs code object V6 either way).
        for cpu in ["gfx1200", "gfx1201"] {
            let e = resolve_in(DEFAULT_TRIPLE, Some(cpu), "", false).unwrap_err();
            assert_eq!(e.code, ErrorCode::BadTarget, "{cpu}");
            assert!(
                e.message
                    .contains("(GFX12) is known but agc does not generate code for it yet"),
                "{}",
                e.message
            );
            let t = resolve_in(DEFAULT_TRIPLE, Some(cpu), "+wavefrontsize64", true).unwrap();
            assert_eq!(t.wave, WaveSize::Wave64, "{cpu}");
        }
        let e = resolve_in(DEFAULT_TRIPLE, Some("gfx12-generic"), "", true).unwrap_err();
        assert!(e.message.contains("needs code object V6"), "{}", e.message);
        assert!(cpus_line_says(
            "gfx1201",
            "experimental with -Z unstable-targets"
        ));
        // `-Z unstable-targets` admits GFX11, still with its features.
        let t = resolve_in(DEFAULT_TRIPLE, Some("gfx1100"), "+wavefrontsize64", true).unwrap();
        assert_eq!(t.wave, WaveSize::Wave64);
        assert_eq!(
            resolve_in(DEFAULT_TRIPLE, Some("gfx1100"), "", true)
                .unwrap()
                .wave,
            WaveSize::Wave32
        );
        let cpus = describe_cpus();
        assert!(cpus.contains("gfx11-generic"), "{cpus}");
        assert!(cpus
            .lines()
            .any(|l| l.contains("gfx1151") && l.contains("no code generation")));
        assert!(cpus
            .lines()
            .any(|l| l.contains("gfx90c") && !l.contains("no code generation")));
    }

    fn cpus_line_says(cpu: &str, what: &str) -> bool {
        describe_cpus()
            .lines()
            .any(|l| l.split_whitespace().next() == Some(cpu) && l.contains(what))
    }

    #[test]
    fn rejects_bad_targets() {
        assert!(resolve("x86_64-unknown-linux-gnu", None, "").is_err());
        assert!(resolve(DEFAULT_TRIPLE, Some("gfx1234"), "").is_err());
        assert!(resolve(DEFAULT_TRIPLE, Some("gfx900"), "+tgsplit").is_err());
        assert!(resolve(DEFAULT_TRIPLE, None, "xnack").is_err());
        let e = resolve(DEFAULT_TRIPLE, Some("gfx942"), "+wavefrontsize32").unwrap_err();
        assert!(
            e.message.contains("gfx942 does not run wave32"),
            "{}",
            e.message
        );
        // GFX9 is wave64 only: asking for it is no change.
        let t = resolve(DEFAULT_TRIPLE, Some("gfx90a"), "+wavefrontsize64").unwrap();
        assert_eq!((t.wave, t.non_default_wave()), (WaveSize::Wave64, false));
    }

    #[test]
    fn features_list_wave_sizes_where_there_is_a_choice() {
        let gfx11 = describe_features(&Processor::Gfx1100.into());
        assert!(
            gfx11.contains("wavefrontsize32") && gfx11.contains("(default)"),
            "{gfx11}"
        );
        assert!(
            gfx11.contains("wavefrontsize64") && gfx11.contains("cumode"),
            "{gfx11}"
        );
        let gfx942 = describe_features(&Processor::Gfx942.into());
        assert!(
            !gfx942.contains("wavefrontsize") && !gfx942.contains("cumode"),
            "{gfx942}"
        );
    }
}
