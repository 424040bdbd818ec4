//! Target selection: the triple, the processor and its feature settings.
//!
//! `--target` takes the triple (only `amdgcn-amd-amdhsa` for now);
//! `-C target-cpu` takes a processor or a whole target ID
//! (`gfx90a:xnack+:sramecc-`, seed 002's syntax); `-C target-feature`
//! adds `+xnack,-sramecc` style settings on top. The processor facts
//! themselves live in `agc_isa::processors`.

use agc_ir::{Diagnostic, ErrorCode, Span};
use agc_isa::processors::{FeatureSetting, FeatureSupport, Processor, TargetId};

/// The one triple agc targets today.
pub const DEFAULT_TRIPLE: &str = "amdgcn-amd-amdhsa";
/// The processor used when none is named.
pub const DEFAULT_CPU: &str = "gfx942";

/// A fully resolved target.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Target {
    pub id: TargetId,
}

fn bad(message: String) -> Diagnostic {
    Diagnostic::new(ErrorCode::BadTarget, Span::NONE, message)
}

impl Target {
    /// Resolves a triple, an optional target ID and extra feature settings.
    pub fn parse(
        triple: &str,
        cpu: Option<&str>,
        features: &[String],
    ) -> Result<Target, Diagnostic> {
        if triple != DEFAULT_TRIPLE {
            return Err(bad(format!("unsupported target triple `{triple}`"))
                .with_help(format!("agc generates code for `{DEFAULT_TRIPLE}`")));
        }
        let cpu = cpu.unwrap_or(DEFAULT_CPU);
        let mut id = TargetId::parse(cpu).map_err(|e| {
            bad(format!("invalid target-cpu `{cpu}`: {e}"))
                .with_help("`agc --print target-cpus` lists the processors")
        })?;
        let p = id.processor;
        if !p.codegen_supported() {
            let g = p.info().generation;
            return Err(bad(format!(
                "{p} ({g}) is known but agc does not generate code for it yet"
            ))
            .with_help("`agc --print target-cpus` marks the processors agc generates code for"));
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
        for f in features {
            let (name, setting) = match (f.strip_prefix('+'), f.strip_prefix('-')) {
                (Some(n), _) => (n, FeatureSetting::On),
                (_, Some(n)) => (n, FeatureSetting::Off),
                _ => {
                    return Err(bad(format!(
                        "target feature `{f}` must start with `+` or `-`"
                    )))
                }
            };
            let slot = id.feature_mut(name).map_err(|e| {
                bad(format!("{e}"))
                    .with_help("`agc --print target-features` lists the features of a processor")
            })?;
            *slot = setting;
        }
        Ok(Target { id })
    }
}

impl Default for Target {
    fn default() -> Target {
        Target::parse(DEFAULT_TRIPLE, None, &[]).expect("the default target is valid")
    }
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
        let nocode = if !p.codegen_supported() {
            " (no code generation yet)"
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
    let info = target.id.info();
    let mut out = format!("Target features of {}:\n", target.id.processor);
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
            out.push_str(&format!("    {name:<8} {what}\n"));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_to_gfx942() {
        assert_eq!(Target::default().id.processor, Processor::Gfx942);
    }

    #[test]
    fn features_override_target_id() {
        let t = Target::parse(
            DEFAULT_TRIPLE,
            Some("gfx90a:xnack+"),
            &["-xnack".into(), "+sramecc".into()],
        )
        .unwrap();
        assert_eq!(t.id.xnack, FeatureSetting::Off);
        assert_eq!(t.id.sramecc, FeatureSetting::On);
    }

    /// Every known processor parses; those of a generation without code
    /// generation are refused with E0202 naming processor and generation.
    #[test]
    fn known_processors_without_codegen_are_refused() {
        for p in Processor::ALL {
            let r = Target::parse(DEFAULT_TRIPLE, Some(p.name()), &[]);
            let v6 = p.info().min_code_object_version > agc_emit::elf::CODE_OBJECT_VERSION;
            assert_eq!(r.is_ok(), p.codegen_supported() && !v6, "{p}");
        }
        let e = Target::parse(DEFAULT_TRIPLE, Some("gfx1100"), &[]).unwrap_err();
        assert_eq!(e.code, ErrorCode::BadTarget);
        assert!(
            e.message
                .contains("gfx1100 (GFX11) is known but agc does not generate code for it yet"),
            "{}",
            e.message
        );
        // Generic targets need code object V6 (seed 002); agc writes V5.
        let e = Target::parse(DEFAULT_TRIPLE, Some("gfx9-generic"), &[]).unwrap_err();
        assert!(e.message.contains("needs code object V6"), "{}", e.message);
        assert!(Target::parse(DEFAULT_TRIPLE, Some("gfx90c"), &[]).is_ok());
        let cpus = describe_cpus();
        assert!(cpus.contains("gfx11-generic"), "{cpus}");
        assert!(cpus
            .lines()
            .any(|l| l.contains("gfx1151") && l.contains("no code generation")));
        assert!(cpus
            .lines()
            .any(|l| l.contains("gfx90c") && !l.contains("no code generation")));
    }

    #[test]
    fn rejects_bad_targets() {
        assert!(Target::parse("x86_64-unknown-linux-gnu", None, &[]).is_err());
        assert!(Target::parse(DEFAULT_TRIPLE, Some("gfx1234"), &[]).is_err());
        assert!(Target::parse(DEFAULT_TRIPLE, Some("gfx900"), &["+tgsplit".into()]).is_err());
        assert!(Target::parse(DEFAULT_TRIPLE, None, &["xnack".into()]).is_err());
    }
}
