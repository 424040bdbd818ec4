//! The target a function is compiled for: a processor with its target-ID
//! features, and the modes that are target features but not part of the
//! target ID (the wave size, CU mode).
//!
//! Every stage after `ir` receives a [`Target`], never a bare
//! [`Processor`]: a processor cannot say whether a GFX11 kernel runs in
//! wave32 or wave64, and the lane-mask width (EXEC, VCC, compare results,
//! saved masks, SGPR spill lanes) follows from that. [`Target::wave`] is
//! the one place every stage reads it from.
//!
//! Feature names follow seed 002 and llc: `xnack`, `sramecc`, `tgsplit`
//! (target-ID features, kept in [`TargetId`]), `wavefrontsize32`,
//! `wavefrontsize64` and `cumode`.

use crate::processors::{
    FeatureSetting, Processor, ProcessorInfo, TargetId, TargetIdError, VgprAlloc,
};
use std::fmt;

/// Lanes per wave. GFX9 runs wave64 only; GFX10+ run either, wave32 by
/// default (the first entry of the processor row's `wave_sizes`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum WaveSize {
    Wave32,
    Wave64,
}

impl WaveSize {
    /// Lanes in one wave.
    pub const fn lanes(self) -> u32 {
        match self {
            WaveSize::Wave32 => 32,
            WaveSize::Wave64 => 64,
        }
    }

    /// SGPRs in one lane mask (EXEC, VCC, a compare result): 1 in wave32
    /// (`exec_lo`, `vcc_lo`), 2 in wave64.
    pub const fn mask_sgprs(self) -> u16 {
        match self {
            WaveSize::Wave32 => 1,
            WaveSize::Wave64 => 2,
        }
    }

    /// EXEC as a lane mask: `exec` in wave64, `exec_lo` in wave32.
    pub const fn exec(self) -> crate::regs::Reg {
        match self {
            WaveSize::Wave32 => crate::regs::Reg::EXEC_LO,
            WaveSize::Wave64 => crate::regs::Reg::EXEC,
        }
    }

    /// VCC as a lane mask: `vcc` in wave64, `vcc_lo` in wave32.
    pub const fn vcc(self) -> crate::regs::Reg {
        match self {
            WaveSize::Wave32 => crate::regs::Reg::VCC_LO,
            WaveSize::Wave64 => crate::regs::Reg::VCC,
        }
    }

    /// The wave size of `lanes` lanes, if there is one.
    pub const fn from_lanes(lanes: u32) -> Option<WaveSize> {
        match lanes {
            32 => Some(WaveSize::Wave32),
            64 => Some(WaveSize::Wave64),
            _ => None,
        }
    }
}

impl fmt::Display for WaveSize {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "wave{}", self.lanes())
    }
}

/// A processor, its target-ID features, its wave size and CU mode.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Target {
    /// Processor and target-ID features (`gfx90a:xnack+`).
    pub id: TargetId,
    /// Lanes per wave: the processor's default unless a
    /// `wavefrontsize*` feature chose the other.
    pub wave: WaveSize,
    /// CU mode (GFX10+): a workgroup's waves share one compute unit, so
    /// L0 is coherent within the workgroup; off means WGP mode, the
    /// default (seed 002, target feature `cumode`). Always false on GFX9.
    pub cumode: bool,
}

/// Why a feature setting was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TargetError {
    Id(TargetIdError),
    /// The processor does not run waves of this size.
    WaveSize {
        processor: Processor,
        lanes: u32,
    },
}

impl fmt::Display for TargetError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TargetError::Id(e) => e.fmt(f),
            TargetError::WaveSize { processor, lanes } => {
                write!(f, "processor {processor} does not run wave{lanes}")
            }
        }
    }
}

impl std::error::Error for TargetError {}

impl From<TargetIdError> for TargetError {
    fn from(e: TargetIdError) -> TargetError {
        TargetError::Id(e)
    }
}

impl Target {
    /// The target ID's processor at its default wave size, WGP mode.
    pub fn new(id: TargetId) -> Target {
        Target {
            id,
            wave: default_wave(id.processor),
            cumode: false,
        }
    }

    /// Parses a target ID (`gfx90a:xnack+`) at the processor's defaults.
    pub fn parse_id(s: &str) -> Result<Target, TargetIdError> {
        TargetId::parse(s).map(Target::new)
    }

    /// Sets target feature `name` on (`+name`) or off (`-name`). The one
    /// place the non-target-ID feature names are spelled; the target-ID
    /// ones go to [`TargetId::feature_mut`].
    pub fn set_feature(&mut self, name: &str, on: bool) -> Result<(), TargetError> {
        let info = self.info();
        let lanes = match name {
            "wavefrontsize32" => Some(if on { 32 } else { 64 }),
            "wavefrontsize64" => Some(if on { 64 } else { 32 }),
            "cumode" => {
                if !info.has_cumode {
                    return Err(TargetIdError::UnsupportedFeature {
                        processor: self.id.processor,
                        feature: name.to_string(),
                    }
                    .into());
                }
                self.cumode = on;
                return Ok(());
            }
            _ => None,
        };
        if let Some(lanes) = lanes {
            if !info.wave_sizes.iter().any(|&w| u32::from(w) == lanes) {
                return Err(TargetError::WaveSize {
                    processor: self.id.processor,
                    lanes,
                });
            }
            self.wave = WaveSize::from_lanes(lanes).expect("32 or 64");
            return Ok(());
        }
        *self.id.feature_mut(name)? = if on {
            FeatureSetting::On
        } else {
            FeatureSetting::Off
        };
        Ok(())
    }

    pub fn processor(&self) -> Processor {
        self.id.processor
    }

    pub fn info(&self) -> &'static ProcessorInfo {
        self.id.processor.info()
    }

    /// Lanes per wave.
    pub fn lanes(&self) -> u32 {
        self.wave.lanes()
    }

    /// Whether the wave size differs from the processor's default: the
    /// feature the metadata and `--print` spell (`+wavefrontsize64`).
    pub fn non_default_wave(&self) -> bool {
        self.wave != default_wave(self.id.processor)
    }

    /// The VGPR file at this wave size.
    pub fn vgpr_alloc(&self) -> VgprAlloc {
        self.info().vgpr_alloc_at(self.lanes())
    }

    /// See [`ProcessorInfo::max_private_segment_size`].
    pub fn max_private_segment_size(&self) -> u32 {
        self.info().max_private_segment_size(self.lanes())
    }

    /// See [`ProcessorInfo::vgpr_budget`].
    pub fn vgpr_budget(&self, max_flat_workgroup_size: u32) -> u16 {
        self.info()
            .vgpr_budget(self.lanes(), max_flat_workgroup_size)
    }

    /// See [`ProcessorInfo::vgpr_budget_for_waves`].
    pub fn vgpr_budget_for_waves(&self, min_waves_per_eu: u32) -> u16 {
        self.info()
            .vgpr_budget_for_waves(self.lanes(), min_waves_per_eu)
    }

    /// See [`ProcessorInfo::occupancy`].
    pub fn occupancy(
        &self,
        total_sgprs: u32,
        vgprs: u32,
        lds_bytes: u32,
        workgroup_size: u32,
    ) -> u32 {
        self.info()
            .occupancy(self.lanes(), total_sgprs, vgprs, lds_bytes, workgroup_size)
    }
}

fn default_wave(p: Processor) -> WaveSize {
    WaveSize::from_lanes(u32::from(p.info().wave_sizes[0])).expect("table wave sizes are 32 or 64")
}

impl From<TargetId> for Target {
    fn from(id: TargetId) -> Target {
        Target::new(id)
    }
}

impl From<&TargetId> for Target {
    fn from(id: &TargetId) -> Target {
        Target::new(*id)
    }
}

impl From<Processor> for Target {
    fn from(p: Processor) -> Target {
        Target::new(TargetId::from(p))
    }
}

impl From<&Target> for Target {
    fn from(t: &Target) -> Target {
        *t
    }
}

impl fmt::Display for Target {
    /// The target ID, then the modes that differ from the defaults in
    /// llc's feature syntax: `gfx1100 +wavefrontsize64 +cumode`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.id)?;
        if self.non_default_wave() {
            write!(f, " +wavefrontsize{}", self.lanes())?;
        }
        if self.cumode {
            f.write_str(" +cumode")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wave_size_from_processor_and_features() {
        let t = Target::from(Processor::Gfx942);
        assert_eq!(t.wave, WaveSize::Wave64);
        assert_eq!(t.wave.mask_sgprs(), 2);
        let mut t = Target::from(Processor::Gfx1100);
        assert_eq!(t.wave, WaveSize::Wave32);
        assert_eq!(t.wave.mask_sgprs(), 1);
        assert!(!t.non_default_wave());
        t.set_feature("wavefrontsize64", true).unwrap();
        assert_eq!(t.lanes(), 64);
        assert_eq!(t.to_string(), "gfx1100 +wavefrontsize64");
        t.set_feature("wavefrontsize32", true).unwrap();
        assert_eq!(t.wave, WaveSize::Wave32);
        t.set_feature("cumode", true).unwrap();
        assert_eq!(t.to_string(), "gfx1100 +cumode");
    }

    #[test]
    fn refuses_what_the_processor_lacks() {
        let mut t = Target::from(Processor::Gfx90a);
        assert_eq!(
            t.set_feature("wavefrontsize32", true),
            Err(TargetError::WaveSize {
                processor: Processor::Gfx90a,
                lanes: 32
            })
        );
        // Asking for what it has is fine.
        t.set_feature("wavefrontsize64", true).unwrap();
        assert!(t.set_feature("cumode", true).is_err());
        assert!(t.set_feature("bogus", true).is_err());
        t.set_feature("xnack", true).unwrap();
        assert_eq!(t.id.xnack, FeatureSetting::On);
    }

    /// The VGPR file follows the wave size. Oracle: llc-22's budgets for
    /// gfx1100 (see `ProcessorInfo::vgpr_alloc`): 1536 per lane in wave32,
    /// 768 in wave64.
    #[test]
    fn register_file_per_wave_size() {
        let mut t = Target::from(Processor::Gfx1100);
        assert_eq!(t.vgpr_alloc().file, 1536);
        t.set_feature("wavefrontsize64", true).unwrap();
        assert_eq!(t.vgpr_alloc().file, 768);
        // llc-22: "stack frame size exceeds limit (131068)" in wave64.
        assert_eq!(t.max_private_segment_size(), 131068);
    }
}
